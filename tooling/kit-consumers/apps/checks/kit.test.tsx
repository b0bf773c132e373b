// @vitest-environment jsdom
// A brand's component test, as its team would write it: no vitest configuration at all (no
// `deps.inline`, no CSS handling), so the kit must load in Node as installed.
import { Button, Money } from "@casino/ui";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, expect, test } from "vitest";

afterEach(cleanup);

test("a kit component renders in jsdom from the installed package", () => {
  render(<Button>Deposit</Button>);
  expect(screen.getByRole("button", { name: "Deposit" }).className).toContain("casino-Button");
});

test("money reads in the player's format", () => {
  render(<Money amount={40} currencyCode="EUR" />);
  expect(screen.getByText("€40.00")).toBeTruthy();
});
