import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./CashierClosed.stories";

const { UntilADay, UntilAnHour, Permanent, PlayClosed } = composeStories(stories);

describe("CashierClosed", () => {
  it("says the cashier is closed until the minute the exclusion ends, in the player's zone, and links to withdraw", async () => {
    const { container } = render(<UntilADay />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Deposits are closed");
    expect(screen.getByText(/closed until May 21, 2027 at 12:30 PM\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/withdraw");
    expect(screen.queryByRole("button")).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("says an hour-long exclusion ends at its minute, not at the end of the day", () => {
    render(<UntilAnHour />);
    expect(screen.getByText(/closed until November 23, 2026 at 1:00 PM\./)).toBeInTheDocument();
  });

  it("says a permanent exclusion does not end", async () => {
    const { container } = render(<Permanent />);
    expect(screen.getByText(/permanent/i)).toBeInTheDocument();
    expect(screen.queryByText(/until/)).toBeNull();
    await expectNoAxeViolations(container);
  });

  it("names play as closed on a game's page, with the same reason and the way to withdraw", async () => {
    const { container } = render(<PlayClosed />);
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("Play is closed");
    expect(screen.getByText(/closed until May 21, 2027 at 12:30 PM\./)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Withdraw" })).toHaveAttribute("href", "/withdraw");
    await expectNoAxeViolations(container);
  });
});
