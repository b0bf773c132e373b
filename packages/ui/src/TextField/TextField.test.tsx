import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./TextField.stories";

const { Empty, WithHint, Invalid, ReadOnly } = composeStories(stories);

describe("TextField", () => {
  it("is found by its label and takes typing", async () => {
    render(<Empty />);
    const input = screen.getByRole("textbox", { name: "City" });
    await userEvent.type(input, "Sliema");
    expect(input).toHaveValue("Sliema");
  });

  it("reads its hint as the description", () => {
    render(<WithHint />);
    expect(screen.getByRole("textbox", { name: "City" })).toHaveAccessibleDescription("As written on your documents.");
  });

  it("announces its error and marks itself invalid", () => {
    render(<Invalid />);
    const input = screen.getByRole("textbox", { name: "City" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Required");
  });

  it("keeps a locked value from being edited", async () => {
    render(<ReadOnly />);
    const input = screen.getByRole("textbox", { name: "First name" });
    await userEvent.type(input, "x");
    expect(input).toHaveValue("Maria");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
