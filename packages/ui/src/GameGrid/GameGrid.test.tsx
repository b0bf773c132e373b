import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./GameGrid.stories";

const { Ready, Loading, Empty } = composeStories(stories);

describe("GameGrid", () => {
  it("lists every game as a link to its page, in a list named for the category", () => {
    render(<Ready />);
    const grid = screen.getByRole("list", { name: "Slots" });
    const tiles = within(grid).getAllByRole("link");
    expect(tiles.length).toBeGreaterThan(8);
    expect(tiles[0]).toHaveAttribute("href", expect.stringMatching(/^\/casino\/games\//));
  });

  it("loads the pictures of its first tiles first when asked, the rest lazily", () => {
    const { container } = render(<Ready priorityCount={4} />);
    const images = [...container.querySelectorAll("img")];
    expect(images.slice(0, 4).map((image) => image.getAttribute("fetchpriority"))).toEqual([
      "high",
      "high",
      "high",
      "high",
    ]);
    expect(images.slice(4).every((image) => image.getAttribute("loading") === "lazy")).toBe(true);
  });

  it("draws a page of placeholders while loading and says it is busy", () => {
    render(<Loading />);
    const grid = screen.getByRole("list", { name: "Slots" });
    expect(grid).toHaveAttribute("aria-busy", "true");
    expect(within(grid).getAllByRole("listitem")).toHaveLength(12);
    expect(within(grid).queryByRole("link")).toBeNull();
  });

  it("says so when the category has no games", () => {
    render(<Empty />);
    expect(screen.getByRole("heading", { name: "No games in this category yet" })).toBeVisible();
    expect(screen.queryByRole("list")).toBeNull();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
