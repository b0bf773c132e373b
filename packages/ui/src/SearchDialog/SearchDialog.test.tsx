import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SearchDialog.stories";

const { Recent, Results, NoMatch } = composeStories(stories);

describe("SearchDialog", () => {
  it("puts a recent search back in the field", () => {
    const onQueryChange = vi.fn();
    render(<Recent onQueryChange={onQueryChange} />);
    fireEvent.click(screen.getByRole("button", { name: "megaways" }));
    expect(onQueryChange).toHaveBeenCalledWith("megaways");
  });

  it("lists the games found as links to their pages, and the full results page", () => {
    render(<Results />);
    expect(screen.getByRole("link", { name: /Book of Riches/ })).toHaveAttribute(
      "href",
      "/casino/games/book-of-riches",
    );
    expect(screen.getByRole("link", { name: "See all results" })).toHaveAttribute("href", "/casino/search?q=o");
  });

  it("remembers the search when the player opens a result", () => {
    const onSearchUsed = vi.fn();
    render(<Results onSearchUsed={onSearchUsed} />);
    fireEvent.click(screen.getByRole("link", { name: /Book of Riches/ }));
    expect(onSearchUsed).toHaveBeenCalledWith("o");
  });

  it("says when nothing matches", () => {
    render(<NoMatch />);
    expect(screen.getByRole("status")).toHaveTextContent("No games match “zzz”");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
