import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./ResetPasswordModal.stories";

const { Request, RequestSent, NewPassword, Saving, LinkExpired } = composeStories(stories);
const { onRequest, onReset } = stories.default.args;

describe("ResetPasswordModal", () => {
  beforeEach(() => {
    onRequest.mockClear();
    onReset.mockClear();
  });

  it("asks for the account's e-mail and checks it before sending", async () => {
    render(<Request />);
    const email = screen.getByRole("textbox", { name: "E-mail" });
    await userEvent.type(email, "nora@");
    await userEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(onRequest).not.toHaveBeenCalled();
    await userEvent.type(email, "example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(onRequest).toHaveBeenCalledWith("nora@example.com");
  });

  it("says where the link went, and leads back to log in", () => {
    render(<RequestSent />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "If an account uses nora.vella@example.com, a link to choose a new password is on its way.",
    );
    expect(screen.getByRole("link", { name: "Back to log in" })).toHaveAttribute("href", "?modal=login");
  });

  it("takes a new password under the rules, and its confirmation must match", async () => {
    render(<NewPassword />);
    const password = screen.getByLabelText("New password");
    const confirm = screen.getByLabelText("Confirm the new password");
    await userEvent.type(password, "secret");
    await userEvent.type(confirm, "secret");
    await userEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(password).toHaveAccessibleDescription(/Password must contain at least one special character/);
    expect(screen.getByText("Password strength: weak")).toBeVisible();
    await userEvent.type(password, "1A!");
    expect(screen.getByText("Password strength: fair")).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(confirm).toHaveAccessibleDescription("Passwords must match");
    expect(onReset).not.toHaveBeenCalled();
    await userEvent.type(confirm, "1A!");
    await userEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(onReset).toHaveBeenCalledWith({ password: "secret1A!", confirmPassword: "secret1A!" }, expect.anything());
  });

  it("explains a too-short new password and a confirmation that does not match it at the same press", async () => {
    render(<NewPassword />);
    const password = screen.getByLabelText("New password");
    const confirm = screen.getByLabelText("Confirm the new password");
    await userEvent.type(password, "A1!");
    await userEvent.type(confirm, "A1?");
    await userEvent.click(screen.getByRole("button", { name: "Save the new password" }));
    expect(password).toHaveAccessibleDescription(/Password is too short/);
    expect(confirm).toHaveAccessibleDescription("Passwords must match");
    expect(onReset).not.toHaveBeenCalled();
  });

  it("cannot be sent again while saving", () => {
    render(<Saving />);
    expect(screen.getByRole("button", { name: "Save the new password" })).toBeDisabled();
  });

  it("refuses an expired link in words and offers to send another", () => {
    render(<LinkExpired />);
    expect(screen.getByRole("alert")).toHaveTextContent("This reset link has expired.");
    expect(screen.queryByLabelText("New password")).toBeNull();
    expect(screen.getByRole("button", { name: "Send the link" })).toBeVisible();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
