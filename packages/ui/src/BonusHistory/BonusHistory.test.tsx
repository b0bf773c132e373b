import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./BonusHistory.stories";

const { Default, Empty } = composeStories(stories);

describe("BonusHistory", () => {
  it("lists each bonus taken with its status in words, amount and date", () => {
    render(<Default />);
    const table = screen.getByRole("table", { name: "Bonus history" });
    const claimed = within(table).getByRole("row", { name: /10 EUR welcome gift/ });
    expect(within(claimed).getByText("Claimed")).toBeInTheDocument();
    expect(claimed).toHaveTextContent("€10.00");
    expect(claimed).toHaveTextContent("20 Feb 2026");
    expect(within(table).getByRole("row", { name: /Monday reload/ })).toHaveTextContent("Cancelled");
    expect(within(table).getByRole("row", { name: /Welcome package/ })).toHaveTextContent("Active");
  });

  it("puts the table in a box a keyboard can focus to scroll it sideways on a narrow screen", () => {
    render(<Default />);
    const box = screen.getByRole("group", { name: "Bonus history" });
    expect(box).toHaveAttribute("tabindex", "0");
    expect(within(box).getByRole("table", { name: "Bonus history" })).toBeInTheDocument();
  });

  it("says so when no bonus was taken", () => {
    render(<Empty />);
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
    expect(screen.getByText("You have not taken a bonus yet.")).toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
