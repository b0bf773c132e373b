import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./PageTabs.stories";

const { FirstTab, SecondTab } = composeStories(stories);

describe("PageTabs", () => {
  it("draws each tab as a link, the shown one marked as the current page, and the shown tab's content", () => {
    render(<SecondTab />);
    const tabs = screen.getByRole("navigation", { name: "History" });
    expect(screen.getByRole("link", { name: "Bonuses" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByRole("link", { name: "Transactions" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "Transactions" })).toHaveAttribute("href", "?tab=transactions");
    expect(tabs).toBeVisible();
    expect(screen.getByText("The player's bonus history.")).toBeVisible();
  });

  it("marks the first tab when it is the one shown", () => {
    render(<FirstTab />);
    expect(screen.getByRole("link", { name: "Transactions" })).toHaveAttribute("aria-current", "page");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
