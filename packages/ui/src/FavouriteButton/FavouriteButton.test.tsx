import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./FavouriteButton.stories";

const { NotFavourite, Favourite, Saving } = composeStories(stories);
const onToggle = stories.default.args.onToggle;

describe("FavouriteButton", () => {
  beforeEach(() => {
    onToggle.mockClear();
  });

  it("is a toggle named for its game, asking to add a game that is not a favourite", async () => {
    render(<NotFavourite />);
    const heart = screen.getByRole("button", { name: "Favourite Book of Riches" });
    expect(heart).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(heart);
    expect(onToggle).toHaveBeenCalledWith(true);
  });

  it("is pressed for a favourite, and asks to remove it", async () => {
    render(<Favourite />);
    const heart = screen.getByRole("button", { name: "Favourite Book of Riches" });
    expect(heart).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(heart);
    expect(onToggle).toHaveBeenCalledWith(false);
  });

  it("takes no second press while the change is saved", async () => {
    render(<Saving />);
    await userEvent.click(screen.getByRole("button", { name: "Favourite Book of Riches" }));
    expect(onToggle).not.toHaveBeenCalled();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
