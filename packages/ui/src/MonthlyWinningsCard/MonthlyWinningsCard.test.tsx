import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../test/axe";
import * as stories from "./MonthlyWinningsCard.stories";

const card = composeStories(stories);

describe("MonthlyWinningsCard", () => {
  it.each(Object.entries(card))("draws %s without axe violations", async (_name, Story) => {
    const { container } = render(<Story />);
    await expectNoAxeViolations(container);
  });

  it("says the limit, what is won of it and what is left, with a meter", () => {
    render(<card.PartlyWon />);
    const region = screen.getByRole("region", { name: "Monthly winnings limit" });
    expect(region).toHaveTextContent("You can win up to €700.00 in each calendar month.");
    expect(region).toHaveTextContent("€512.40 of €700.00 won this month");
    expect(region).toHaveTextContent("€187.60 left this month");
    expect(screen.getByRole("meter", { name: "Monthly winnings limit reached so far" })).toHaveAttribute("value", "73");
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("says in words once the limit is reached", () => {
    render(<card.Reached />);
    expect(screen.getByRole("status")).toHaveTextContent("You have reached this month's winnings limit.");
    expect(screen.queryByText(/left this month/)).toBeNull();
  });
});
