import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./VerifyEmailModal.stories";

const { Verifying, Verified, VerifiedSignedIn, Expired, ExpiredSignedIn, Resending, Resent, ResendFailed } =
  composeStories(stories);
const { onResend, onOpenChange } = stories.default.args;

describe("VerifyEmailModal", () => {
  beforeEach(() => {
    onResend.mockClear();
    onOpenChange.mockClear();
  });

  it("says the link is being checked", () => {
    render(<Verifying />);
    expect(screen.getByRole("dialog", { name: "Verify your e-mail" })).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Checking your link");
  });

  it("says the address is verified and leads a signed-out player to log in", () => {
    render(<Verified />);
    expect(screen.getByRole("status")).toHaveTextContent("Your e-mail address is verified.");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/casino?modal=login");
  });

  it("lets a signed-in player continue where they were", async () => {
    render(<VerifiedSignedIn />);
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("asks a signed-out player for the address, checked, before sending a new link", async () => {
    render(<Expired />);
    expect(screen.getByRole("dialog", { name: "Link expired" })).toBeVisible();
    const email = screen.getByRole("textbox", { name: "E-mail" });
    await userEvent.type(email, "nora@");
    await userEvent.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(onResend).not.toHaveBeenCalled();
    await userEvent.type(email, "example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(onResend).toHaveBeenCalledWith("nora@example.com");
  });

  it("sends a signed-in player's new link without asking for the address", async () => {
    render(<ExpiredSignedIn />);
    expect(screen.queryByRole("textbox", { name: "E-mail" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Send a new link" }));
    expect(onResend).toHaveBeenCalledWith(null);
  });

  it("cannot be sent twice while the new link is asked for", () => {
    render(<Resending />);
    expect(screen.getByRole("button", { name: "Send a new link" })).toBeDisabled();
  });

  it("says the new link is on its way, or why it was not sent", () => {
    const { unmount } = render(<Resent />);
    expect(screen.getByRole("status")).toHaveTextContent("A new link is on its way. Check your inbox.");
    unmount();
    render(<ResendFailed />);
    expect(screen.getByRole("alert")).toHaveTextContent("Verification email not sent");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
