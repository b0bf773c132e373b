import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./WalletSummary.stories";

const { WithBonus, RealMoneyOnly, Empty, Loading, LoadError } = composeStories(stories);

const figure = (term: string) => screen.getByText(term, { selector: "dt" }).nextElementSibling;

describe("WalletSummary", () => {
  it("shows the balance and every figure of the wallet in the player's currency", () => {
    render(<WithBonus />);
    expect(screen.getByRole("heading", { name: "Balance" }).nextElementSibling).toHaveTextContent("€200.00");
    expect(figure("Real money")).toHaveTextContent("€120.00");
    expect(figure("Bonus balance")).toHaveTextContent("€80.00");
    expect(figure("Wager")).toHaveTextContent("€700.00");
    expect(figure("Deposit wager")).toHaveTextContent("€25.00");
    expect(figure("Rollover")).toHaveTextContent("€2,800.00");
    expect(screen.getByRole("link", { name: "Deposit" })).toHaveAttribute("href", "/deposit");
  });

  it("draws the rollover's progress and says what deposit wagering holds back", () => {
    render(<WithBonus />);
    expect(screen.getByText("€700.00 of €2,800.00 wagered")).toBeVisible();
    expect(screen.getByText("€25.00 of deposit wagering is left before you can withdraw.")).toBeVisible();
  });

  it("says no rollover is running without a bonus, and nothing about deposit wagering when none is left", () => {
    render(<RealMoneyOnly />);
    expect(screen.getByText("No bonus rollover is running.")).toBeVisible();
    expect(screen.queryByText(/deposit wagering is left/)).toBeNull();
  });

  it("invites a deposit instead of showing zeros when the wallet is empty", () => {
    render(<Empty />);
    expect(screen.getByRole("heading", { name: "Your wallet is empty" })).toBeVisible();
    expect(screen.queryByText("Real money")).toBeNull();
    expect(screen.getByRole("link", { name: "Deposit" })).toHaveAttribute("href", "/deposit");
  });

  it("keeps the room while loading, busy for assistive technology", () => {
    const { container } = render(<Loading />);
    expect(container.querySelector("[aria-busy='true']")).toHaveTextContent("Loading your wallet");
  });

  it("offers Try again when the figures could not be read", async () => {
    const onRetry = vi.fn();
    render(<LoadError onRetry={onRetry} />);
    expect(screen.getByText("Your wallet could not be loaded. Try again in a moment.")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
