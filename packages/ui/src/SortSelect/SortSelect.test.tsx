import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SortSelect.stories";

const { Popular, ByRtp, OwnOrder } = composeStories(stories);

describe("SortSelect", () => {
  it("offers the seven sorting options under a label, the current one chosen", () => {
    render(<ByRtp />);
    const select = screen.getByLabelText("Sort by");
    expect(select).toHaveValue("rtp");
    expect(screen.getAllByRole("option")).toHaveLength(7);
  });

  it("tells the page the sort the player picked", () => {
    const onValueChange = vi.fn();
    render(<Popular onValueChange={onValueChange} />);
    fireEvent.change(screen.getByLabelText("Sort by"), { target: { value: "minBet" } });
    expect(onValueChange).toHaveBeenCalledWith("minBet");
  });

  it("offers the list's own order first, chosen until a sort is picked, and hands back null for it", () => {
    const onValueChange = vi.fn();
    render(<OwnOrder onValueChange={onValueChange} />);
    const select = screen.getByLabelText("Sort by");
    expect(select).toHaveDisplayValue("Newest first");
    expect(screen.getAllByRole("option")).toHaveLength(8);
    fireEvent.change(select, { target: { value: "popular" } });
    expect(onValueChange).toHaveBeenLastCalledWith("popular");
    fireEvent.change(select, { target: { value: "" } });
    expect(onValueChange).toHaveBeenLastCalledWith(null);
  });

  it("keeps the list's other parameters when the form submits without JavaScript", () => {
    const { container } = render(<ByRtp />);
    expect(container.querySelector('input[type="hidden"][name="q"]')).toHaveValue("book");
    expect(container.querySelector("form")).toHaveAttribute("method", "get");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
