import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./ChangePasswordForm.stories";

const { Empty, Saving, WrongCurrentPassword, Changed } = composeStories(stories);
const onSubmit = stories.default.args.onSubmit;

const field = (name: string) => screen.getByLabelText(name, { selector: "input" });
const change = () => screen.getByRole("button", { name: "Change password" });

describe("ChangePasswordForm", () => {
  beforeEach(() => onSubmit.mockClear());

  it("asks for the current password, a new one under the rules and a matching confirmation", async () => {
    render(<Empty />);
    await userEvent.click(change());
    expect(field("Current password")).toHaveAccessibleDescription("Current password is required");
    await userEvent.type(field("Current password"), "Demo123!");
    await userEvent.type(field("New password"), "nouppercase1!");
    await userEvent.type(field("Confirm the new password"), "nouppercase1?");
    await userEvent.click(change());
    expect(field("New password")).toHaveAccessibleDescription(/Password must contain at least one uppercase character/);
    await userEvent.clear(field("New password"));
    await userEvent.type(field("New password"), "Uppercase1!");
    await userEvent.click(change());
    expect(field("Confirm the new password")).toHaveAccessibleDescription("Passwords must match");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("explains a too-short new password and a confirmation that does not match it at the same press", async () => {
    render(<Empty />);
    await userEvent.type(field("Current password"), "Demo123!");
    await userEvent.type(field("New password"), "A1!");
    await userEvent.type(field("Confirm the new password"), "A1?");
    await userEvent.click(change());
    expect(field("New password")).toHaveAccessibleDescription(/Password is too short/);
    expect(field("Confirm the new password")).toHaveAccessibleDescription("Passwords must match");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a valid change and empties the form once it is done", async () => {
    render(<Empty />);
    await userEvent.type(field("Current password"), "Demo123!");
    await userEvent.type(field("New password"), "Fresh123!");
    await userEvent.type(field("Confirm the new password"), "Fresh123!");
    await userEvent.click(change());
    expect(onSubmit).toHaveBeenCalledWith({
      currentPassword: "Demo123!",
      password: "Fresh123!",
      confirmPassword: "Fresh123!",
    });
    expect(field("Current password")).toHaveValue("");
    // The emptied form's strength hint empties too.
    expect(screen.queryByText(/Password strength/)).toBeNull();
  });

  it("says how strong the new password is as it is typed", async () => {
    render(<Empty />);
    await userEvent.type(field("New password"), "secret");
    expect(screen.getByText("Password strength: weak")).toBeVisible();
    await userEvent.type(field("New password"), "1A!");
    expect(screen.getByText("Password strength: fair")).toBeVisible();
    await userEvent.type(field("New password"), "xyz");
    expect(screen.getByText("Password strength: strong")).toBeVisible();
  });

  it("cannot be sent again while saving", () => {
    render(<Saving />);
    expect(change()).toBeDisabled();
  });

  it("says a wrong current password in words, and when it has changed", () => {
    const { unmount } = render(<WrongCurrentPassword />);
    expect(screen.getByRole("alert")).toHaveTextContent("The current password is wrong.");
    unmount();
    render(<Changed />);
    expect(screen.getByRole("status")).toHaveTextContent("Your password has been changed.");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
