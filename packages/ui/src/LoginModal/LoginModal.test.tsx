import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./LoginModal.stories";

const { Empty, Submitting, ServerError, SessionEnded, PhoneLogin, UsernameLogin, PhoneAndUsernameLogin } =
  composeStories(stories);
const { onSubmit, onOpenChange } = stories.default.args;

describe("LoginModal", () => {
  beforeEach(() => {
    onSubmit.mockClear();
    onOpenChange.mockClear();
  });

  it("is a dialog named Log in with labelled fields the browser can fill", () => {
    render(<Empty />);
    const dialog = screen.getByRole("dialog", { name: "Log in" });
    expect(dialog).toBeVisible();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Password")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
  });

  it("sends the typed e-mail, trimmed, and the password", async () => {
    render(<Empty />);
    await userEvent.type(screen.getByLabelText("E-mail"), " depositor@demo.casino ");
    await userEvent.type(screen.getByLabelText("Password"), "Demo123!");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onSubmit).toHaveBeenCalledWith({ email: "depositor@demo.casino", password: "Demo123!" });
  });

  it("takes a phone number in international form where the brand signs players up by phone", async () => {
    render(<PhoneLogin />);
    const field = screen.getByLabelText("E-mail or phone number");
    expect(field).toHaveAccessibleDescription(/starts with \+ and the country code/);
    await userEvent.type(field, "99123456");
    await userEvent.type(screen.getByLabelText("Password"), "Demo123!");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, "+356 9912 3456");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onSubmit).toHaveBeenCalledWith({ email: "+35699123456", password: "Demo123!" });
  });

  it("takes a username where the brand signs players up by one, and a phone number only where it also signs up by phone", async () => {
    render(<UsernameLogin />);
    const field = screen.getByLabelText("E-mail or username");
    await userEvent.type(field, "+356 9912 3456");
    await userEvent.type(screen.getByLabelText("Password"), "Demo123!");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, " Nora_V ");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(onSubmit).toHaveBeenCalledWith({ email: "Nora_V", password: "Demo123!" });
  });

  it("names all three where the brand signs players up by phone and by username", () => {
    render(<PhoneAndUsernameLogin />);
    expect(screen.getByLabelText("E-mail, phone number or username")).toHaveAccessibleDescription(
      /starts with \+ and the country code/,
    );
  });

  it("explains a malformed e-mail and a missing password without sending anything", async () => {
    render(<Empty />);
    await userEvent.type(screen.getByLabelText("E-mail"), "not-an-email");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    const email = screen.getByLabelText("E-mail");
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(email).toHaveAccessibleDescription("Invalid format");
    expect(email).toHaveFocus();

    await userEvent.clear(email);
    await userEvent.type(email, "depositor@demo.casino");
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(screen.getByLabelText("Password")).toHaveAccessibleDescription("Required");
    expect(screen.getByLabelText("Password")).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows and hides the password on request", async () => {
    render(<Empty />);
    const password = screen.getByLabelText("Password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("cannot be sent again while the login runs", async () => {
    render(<Submitting />);
    const submit = screen.getByRole("button", { name: "Log in" });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute("aria-busy", "true");
  });

  it("announces the server's refusal and keeps the typed e-mail", () => {
    render(<ServerError />);
    expect(screen.getByRole("alert")).toHaveTextContent("The email or password is incorrect.");
    expect(screen.getByLabelText("E-mail")).toHaveValue("depositor@demo.casino");
  });

  it("says why it opened when the session ended", () => {
    render(<SessionEnded />);
    expect(screen.getByRole("status")).toHaveTextContent("Your session has ended. Log in to continue.");
  });

  it("links to sign-up and to the password reset", () => {
    render(<Empty />);
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "?modal=signup");
    expect(screen.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute(
      "href",
      "?modal=reset-password",
    );
  });

  it("asks to close on Escape", async () => {
    render(<Empty />);
    await userEvent.keyboard("{Escape}");
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
