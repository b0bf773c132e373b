import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./PromotionCard.stories";

const { Visitor, WithActivate, LongTitle } = composeStories(stories);

describe("PromotionCard", () => {
  it("shows the type, title, description and a link to the bonus terms, without an activate for a visitor", () => {
    render(<Visitor />);
    const card = screen.getByRole("article", { name: "Monday reload: 50% up to 200 EUR" });
    expect(within(card).getByText("Deposit bonus")).toBeInTheDocument();
    expect(within(card).getByText("Every Monday on deposits from 20 EUR.")).toBeInTheDocument();
    expect(within(card).getByRole("link", { name: "Bonus terms" })).toHaveAttribute("href", "/bonus-terms");
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows the activate control the app passes for a player", () => {
    render(<WithActivate />);
    expect(screen.getByRole("button", { name: "Activate" })).toBeInTheDocument();
  });

  it("cuts a long title to 35 characters with an ellipsis and keeps it whole for screen readers", () => {
    render(<LongTitle />);
    const heading = screen.getByRole("heading", {
      name: "150% up to 1000 EUR welcome package on your very first deposit",
    });
    expect(heading).toHaveAttribute("title", "150% up to 1000 EUR welcome package on your very first deposit");
    expect(within(heading).getByText("150% up to 1000 EUR welcome packag…")).toHaveAttribute("aria-hidden", "true");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
