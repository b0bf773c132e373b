import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./ThreeDsSuccessModal.stories";

const { Open, Closed } = composeStories(stories);
const { onOpenChange } = stories.default.args;

describe("ThreeDsSuccessModal", () => {
  beforeEach(() => {
    onOpenChange.mockClear();
  });

  it("tells the player the card was verified", () => {
    render(<Open />);
    expect(screen.getByRole("dialog", { name: "Card verified" })).toHaveAccessibleDescription(
      "Your card was verified. We are completing your deposit.",
    );
  });

  it("closes with OK and with Escape", async () => {
    render(<Open />);
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it("shows nothing while closed", () => {
    render(<Closed />);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
