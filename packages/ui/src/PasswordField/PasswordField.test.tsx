import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./PasswordField.stories";

const { Empty, Invalid, StrengthEmpty, StrengthFair } = composeStories(stories);

describe("PasswordField", () => {
  it("hides the password until the player asks to see it, and hides it again", async () => {
    render(<Empty />);
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await userEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await userEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
  });

  it("announces the broken rule with the field", () => {
    render(<Invalid />);
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("aria-invalid", "true");
    expect(password).toHaveAccessibleDescription("Password must contain at least one special character");
  });

  it("says a new password's strength in words, and nothing before anything is typed", () => {
    const { unmount } = render(<StrengthEmpty />);
    expect(screen.queryByText(/Password strength/)).toBeNull();
    unmount();
    render(<StrengthFair />);
    expect(screen.getByText("Password strength: fair")).toHaveAttribute("aria-live", "polite");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
