import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./GameTile.stories";

const { Hot, New, Plain, WithHeart } = composeStories(stories);

describe("GameTile", () => {
  it("is one link to the game's page, named by the game, its provider, badge and RTP", () => {
    render(<Hot />);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "/casino/games/book-of-riches");
    expect(link).toHaveAccessibleName(/Book of Riches/);
    expect(link).toHaveAccessibleName(/Lumen Play/);
    expect(link).toHaveAccessibleName(/Hot/);
    expect(link).toHaveAccessibleName(/RTP 96\.21%/);
  });

  it("shows a heart beside the link, not inside it, only when it is given one", () => {
    const { unmount } = render(<Hot />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    unmount();
    render(<WithHeart />);
    const heart = screen.getByRole("button", { name: "Favourite Book of Riches" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByRole("link")).not.toContainElement(heart);
  });

  it("loads its picture lazily, as decoration", () => {
    const { container } = render(<Hot />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("alt", "");
  });

  it("loads its picture at once and first when it is among the first a visitor sees", () => {
    const { container } = render(<Hot priority />);
    const image = container.querySelector("img");
    expect(image).toHaveAttribute("loading", "eager");
    expect(image).toHaveAttribute("fetchpriority", "high");
    expect(image).toHaveAttribute("alt", "");
  });

  it("marks a new game", () => {
    render(<New />);
    expect(screen.getByText("New")).toBeInTheDocument();
  });

  it("shows neither badge nor RTP when it has none", () => {
    render(<Plain />);
    expect(screen.queryByText(/RTP/)).not.toBeInTheDocument();
    expect(screen.queryByText("Hot")).not.toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
