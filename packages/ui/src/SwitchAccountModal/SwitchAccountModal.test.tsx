import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./SwitchAccountModal.stories";

const { Asking, WithoutEmail, Switching, SigningIn, SigningInUnnamed } = composeStories(stories);
const { onSwitch, onKeep } = stories.default.args;

describe("SwitchAccountModal", () => {
  beforeEach(() => {
    onSwitch.mockClear();
    onKeep.mockClear();
  });

  it("names the account the player is signed in to", () => {
    render(<Asking />);
    expect(screen.getByRole("dialog", { name: "Switch account?" })).toHaveAccessibleDescription(
      "This link signs in to another account. You are signed in as depositor@demo.casino.",
    );
  });

  it("still asks when the current account is not known", () => {
    render(<WithoutEmail />);
    expect(screen.getByRole("dialog", { name: "Switch account?" })).toHaveAccessibleDescription(
      "This link signs in to another account than the one you are using.",
    );
  });

  it("switches only when the player says so", async () => {
    render(<Asking />);
    await userEvent.click(screen.getByRole("button", { name: "Switch account" }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
    expect(onKeep).not.toHaveBeenCalled();
  });

  it("keeps the current account with Keep, Escape or Close", async () => {
    render(<Asking />);
    await userEvent.click(screen.getByRole("button", { name: "Keep my account" }));
    await userEvent.keyboard("{Escape}");
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(onKeep).toHaveBeenCalledTimes(3);
    expect(onSwitch).not.toHaveBeenCalled();
  });

  it("cannot be answered twice while switching", () => {
    render(<Switching />);
    expect(screen.getByRole("button", { name: "Switch account" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Keep my account" })).toBeDisabled();
  });

  it("asks a signed-out visitor whether to sign in as the link's account, named masked", async () => {
    render(<SigningIn />);
    const dialog = screen.getByRole("dialog", { name: "Sign in as d•••••••r@demo.casino?" });
    expect(dialog).toHaveAccessibleDescription(
      "This link signs you in to an account someone sent you. Continue only if it is yours: whatever you do next, deposits included, happens in that account.",
    );
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onKeep).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onSwitch).toHaveBeenCalledTimes(1);
  });

  it("still asks a signed-out visitor when the link's account is not named", () => {
    render(<SigningInUnnamed />);
    expect(screen.getByRole("dialog", { name: "Sign in with this link?" })).toBeVisible();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
