import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./Checkbox.stories";

const { Unchecked, RequiredWithError, Disabled } = composeStories(stories);
const onCheckedChange = stories.default.args.onCheckedChange;

describe("Checkbox", () => {
  beforeEach(() => {
    onCheckedChange.mockClear();
  });

  it("toggles from its label and reports the new state", async () => {
    render(<Unchecked />);
    const box = screen.getByRole("checkbox", { name: "Send me news and offers" });
    await userEvent.click(screen.getByText("Send me news and offers"));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(" ");
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it("announces its error", () => {
    render(<RequiredWithError />);
    const box = screen.getByRole("checkbox", { name: /accept the terms/ });
    expect(box).toHaveAttribute("aria-invalid", "true");
    expect(box).toHaveAccessibleDescription("You must accept the terms and conditions");
  });

  it("cannot be toggled when disabled", async () => {
    render(<Disabled />);
    await userEvent.click(screen.getByRole("checkbox"));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
