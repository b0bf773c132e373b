import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./WageringProgress.stories";

const { RealMoneyOnly, RealToFun, Complete, Crypto } = composeStories(stories);

describe("WageringProgress", () => {
  it("shows wagered of required as figures and as a bar", () => {
    render(<RealMoneyOnly />);
    expect(screen.getByText("€87.50 of €350.00 wagered")).toBeInTheDocument();
    const bar = screen.getByRole("progressbar", { name: "Wagering" });
    expect(bar).toHaveAttribute("value", "0.25");
    expect(bar).toHaveAttribute("aria-valuetext", "€87.50 of €350.00 wagered");
  });

  it("explains in words which bets count for each wagering type", () => {
    const { unmount } = render(<RealMoneyOnly />);
    expect(screen.getByText("Only bets with real money count towards the wagering.")).toBeInTheDocument();
    unmount();
    render(<RealToFun />);
    expect(
      screen.getByText(
        "Your real money is played first, then your bonus money; bets with both count towards the wagering.",
      ),
    ).toBeInTheDocument();
  });

  it("says when the wagering is done", () => {
    render(<Complete />);
    expect(screen.getByText("Wagering complete: you can claim the bonus as cash.")).toBeInTheDocument();
  });

  it("adds crypto amounts to 8 decimals", () => {
    render(<Crypto />);
    expect(screen.getByText(/0\.0035/)).toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
