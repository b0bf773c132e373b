import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SessionAlert.stories";

const { Inactive, ConcurrentSession } = composeStories(stories);
const { onOpenChange, onLogIn } = stories.default.args;

describe("SessionAlert", () => {
  beforeEach(() => {
    onOpenChange.mockClear();
    onLogIn.mockClear();
  });

  it("uses the inactive title and message after an inactivity timeout", () => {
    render(<Inactive />);
    const dialog = screen.getByRole("dialog", { name: "You were logged out" });
    expect(dialog).toHaveAccessibleDescription(
      "You have been logged out after a period of inactivity. Please log in again to continue.",
    );
  });

  it("uses the logout title and message, and names the reason, for any other reason", () => {
    render(<ConcurrentSession />);
    const dialog = screen.getByRole("dialog", { name: "Session ended" });
    expect(dialog).toHaveAccessibleDescription("Your session has ended. Please log in again to continue.");
    expect(dialog).toHaveTextContent("You have been logged out because your account was opened on another device.");
  });

  it("offers Log in, OK and Close", async () => {
    render(<Inactive />);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onLogIn).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
