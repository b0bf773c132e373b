import { composeStories } from "@storybook/react-vite";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { pressOutside } from "../test/press-outside";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./RealityCheckDialog.stories";

const { Down } = composeStories(stories);
const { onContinue, onLogout } = stories.default.args;

describe("RealityCheckDialog", () => {
  beforeEach(() => {
    onContinue.mockClear();
    onLogout.mockClear();
  });

  it("says how long the session has run and what it came to, with the history", () => {
    render(<Down />);
    const dialog = screen.getByRole("dialog", { name: "Reality check" });
    expect(dialog).toHaveTextContent("You have been playing for 1 h 5 min.");
    expect(dialog).toHaveTextContent("In this session you staked €42.50 and won €30.00: your net position is -€12.50.");
    expect(screen.getByRole("link", { name: "See your history" })).toHaveAttribute("href", "/profile/transactions");
  });

  it("continues or logs out on the player's choice", async () => {
    render(<Down />);
    await userEvent.click(screen.getByRole("button", { name: "Continue playing" }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it("asks for an explicit answer: no close button, and Escape or a press outside is neither Continue nor Log out", async () => {
    render(<Down />);
    const dialog = screen.getByRole("dialog", { name: "Reality check" });
    expect(within(dialog).queryByRole("button", { name: "Close" })).toBeNull();
    await userEvent.keyboard("{Escape}");
    await pressOutside();
    expect(onContinue).not.toHaveBeenCalled();
    expect(onLogout).not.toHaveBeenCalled();
    expect(dialog).toBeVisible();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
