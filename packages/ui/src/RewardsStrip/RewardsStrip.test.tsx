import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./RewardsStrip.stories";

const { All, WithoutCashback, RakebackOnly } = composeStories(stories);

describe("RewardsStrip", () => {
  it("links the rakeback calendar, cashback and the promotions calendar", () => {
    render(<All />);
    expect(screen.getByRole("link", { name: "Rakeback calendar" })).toHaveAttribute("href", "?modal=rakeback");
    expect(screen.getByRole("link", { name: "Cashback" })).toHaveAttribute("href", "/cashback");
    expect(screen.getByRole("link", { name: "Promotions calendar" })).toHaveAttribute("href", "?modal=calendar");
    expect(screen.getByRole("region", { name: "Rewards" })).toBeInTheDocument();
  });

  it("leaves out an entry whose link is not given", () => {
    render(<WithoutCashback />);
    expect(screen.queryByRole("link", { name: "Cashback" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("link")).toHaveLength(2);
  });

  it("shows a single entry alone", () => {
    render(<RakebackOnly />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
  });

  it("draws nothing when no entry has a link", () => {
    const { container } = render(<All rakebackHref={undefined} cashbackHref={undefined} promotionsHref={undefined} />);
    expect(container.querySelector("section")).toBeNull();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
