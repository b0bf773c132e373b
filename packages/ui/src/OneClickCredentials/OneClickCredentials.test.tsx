import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./OneClickCredentials.stories";

const { Shown, Sending, Sent, SendFailed } = composeStories(stories);
const { onCopy, onSend, onDone, credentials } = stories.default.args;

describe("OneClickCredentials", () => {
  beforeEach(() => {
    onCopy.mockClear();
    onSend.mockClear();
    onDone.mockClear();
  });

  it("shows the login and the password, and copies each, saying so", async () => {
    render(<Shown />);
    expect(screen.getByText(credentials.login)).toBeVisible();
    expect(screen.getByText(credentials.password)).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "Copy the password" }));
    expect(onCopy).toHaveBeenCalledWith(credentials.password);
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("The password is copied.");
  });

  it("says so when the copy did not work", async () => {
    onCopy.mockResolvedValueOnce(false);
    render(<Shown />);
    await userEvent.click(screen.getByRole("button", { name: "Copy the login" }));
    expect(screen.getAllByRole("status")[0]).toHaveTextContent("Copying did not work");
  });

  it("checks the address before sending them by e-mail", async () => {
    render(<Shown />);
    const email = screen.getByRole("textbox", { name: "Your e-mail" });
    await userEvent.type(email, "keeper@");
    await userEvent.click(screen.getByRole("button", { name: "Send them by e-mail" }));
    expect(email).toHaveAttribute("aria-invalid", "true");
    expect(onSend).not.toHaveBeenCalled();
    await userEvent.type(email, "example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send them by e-mail" }));
    expect(onSend).toHaveBeenCalledWith("keeper@example.com");
  });

  it("cannot send twice at once, and says where they went or why not", () => {
    const first = render(<Sending />);
    expect(screen.getByRole("button", { name: "Send them by e-mail" })).toBeDisabled();
    first.unmount();
    const second = render(<Sent />);
    expect(screen.getByText("Sent to keeper@example.com.")).toBeVisible();
    second.unmount();
    render(<SendFailed />);
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong. Please try again.");
  });

  it("lets the player go on", async () => {
    render(<Shown />);
    await userEvent.click(screen.getByRole("button", { name: "Start playing" }));
    expect(onDone).toHaveBeenCalled();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
