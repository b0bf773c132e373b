import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./LoyaltyProgress.stories";

const { InProgress, TopLevel } = composeStories(stories);

describe("LoyaltyProgress", () => {
  it("shows level, points, points to the next level and xp, and a progress bar with its values", () => {
    render(<InProgress />);
    expect(screen.getByRole("heading", { name: "Loyalty" })).toBeVisible();
    expect(screen.getByText("Points to next level").nextSibling).toHaveTextContent("750");
    const bar = screen.getByRole("progressbar", { name: "Progress to the next level" });
    expect(bar).toHaveAttribute("aria-valuenow", "250");
    expect(bar).toHaveAttribute("aria-valuemax", "1000");
    expect(bar).toHaveAttribute("aria-valuetext", "250 of 1000 points");
  });

  it("fills the bar at the top level", () => {
    render(<TopLevel />);
    expect(screen.getByRole("progressbar").firstElementChild).toHaveStyle({ width: "100%" });
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
