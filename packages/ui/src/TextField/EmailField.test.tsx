import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./EmailField.stories";

const { Empty, SignInUsername, Invalid } = composeStories(stories);

describe("EmailField", () => {
  it("asks for an e-mail the way phones and password managers expect, named email", () => {
    render(<Empty />);
    const input = screen.getByRole("textbox", { name: "E-mail" });
    expect(input).toHaveAttribute("type", "email");
    expect(input).toHaveAttribute("inputmode", "email");
    expect(input).toHaveAttribute("spellcheck", "false");
    expect(input).toHaveAttribute("autocomplete", "email");
    expect(input).toHaveAttribute("name", "email");
  });

  it("lets a sign-in form say the address is the username", () => {
    render(<SignInUsername />);
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("autocomplete", "username");
  });

  it("reads its error as the description", () => {
    render(<Invalid />);
    expect(screen.getByRole("textbox", { name: "E-mail" })).toHaveAccessibleDescription(
      "Enter a valid e-mail address.",
    );
  });

  it("lets only letters, digits and @ . _ % + - through the keyboard", async () => {
    const user = userEvent.setup();
    render(<Empty />);
    const input = screen.getByRole("textbox", { name: "E-mail" });
    await user.type(input, "ann lee!#(x)@exa mple.com");
    expect(input).toHaveValue("annleex@example.com");
    // Editing keys still work.
    await user.type(input, "{Backspace}{Backspace}{Backspace}org");
    expect(input).toHaveValue("annleex@example.org");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
