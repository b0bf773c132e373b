import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./InactivityWarning.stories";

const { OneMinuteLeft, SecondsLeft } = composeStories(stories);
const { onStaySignedIn, onLogOut } = stories.default.args;

describe("InactivityWarning", () => {
  beforeEach(() => {
    onStaySignedIn.mockClear();
    onLogOut.mockClear();
  });

  it("says what will happen and counts down to it", () => {
    render(<OneMinuteLeft />);
    const dialog = screen.getByRole("dialog", { name: "Are you still there?" });
    expect(dialog).toHaveAccessibleDescription(
      "For your security you will be logged out soon, because nothing has happened for a while.",
    );
    expect(screen.getByRole("timer")).toHaveTextContent("01:00");
  });

  it("shows the seconds that are left", () => {
    render(<SecondsLeft />);
    expect(screen.getByRole("timer")).toHaveTextContent("00:09");
  });

  it("keeps the player signed in with one action, Escape or the close button", async () => {
    render(<OneMinuteLeft />);
    await userEvent.click(screen.getByRole("button", { name: "Stay signed in" }));
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onStaySignedIn).toHaveBeenCalledTimes(3);
    expect(onLogOut).not.toHaveBeenCalled();
  });

  it("logs out at once when the player asks", async () => {
    render(<OneMinuteLeft />);
    await userEvent.click(screen.getByRole("button", { name: "Log out" }));
    expect(onLogOut).toHaveBeenCalledTimes(1);
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
