import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./Leaderboard.stories";

const { Top, Empty } = composeStories(stories);

describe("Leaderboard", () => {
  it("lists rank, player, wagered, games played and prize, naming a ghost-mode player as hidden", () => {
    render(<Top />);
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Rank",
      "Player",
      "Wagered",
      "Games played",
      "Prize",
    ]);
    expect(screen.getByRole("row", { name: /Hidden player/ })).toBeInTheDocument();
    expect(screen.getByRole("row", { name: /Nina D\./ })).toHaveAttribute("aria-current", "true");
  });

  it("says so when no one has played yet", () => {
    render(<Empty />);
    expect(screen.getByText("No one has played yet.")).toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
