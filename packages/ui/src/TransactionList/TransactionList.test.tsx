import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./TransactionList.stories";

const { History, Empty, FilteredEmpty } = composeStories(stories);

describe("TransactionList", () => {
  it.each(Object.entries({ History, Empty, FilteredEmpty }))(
    "draws %s without axe violations",
    async (_name, Story) => {
      const { container } = render(<Story />);
      await expectNoAxeViolations(container);
    },
  );

  it("names each row's type, amount, status in words and date", () => {
    render(<History />);
    const [first] = screen.getAllByTestId("transaction");
    const cells = within(first as HTMLElement).getAllByRole("cell");
    expect(cells.map((cell) => cell.textContent)).toEqual(["Withdrawal", "€30.00", "Pending", "23 Nov 2026, 13:05"]);
    expect(screen.getByText("Failed")).toHaveAttribute("data-status", "failed");
  });

  it("says so when there is nothing yet", () => {
    render(<Empty />);
    expect(screen.getByRole("heading", { name: "No transactions yet" })).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says nothing matches when filtered to nothing", () => {
    render(<FilteredEmpty />);
    expect(screen.getByRole("heading", { name: "No transactions match these filters" })).toBeInTheDocument();
  });
});
