import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./RadioGroup.stories";

const { Horizontal, Invalid } = composeStories(stories);
const onValueChange = stories.default.args.onValueChange;

describe("RadioGroup", () => {
  beforeEach(() => {
    onValueChange.mockClear();
  });

  it("is a named group whose choices are picked by click", async () => {
    render(<Horizontal />);
    const group = screen.getByRole("radiogroup", { name: "Gender" });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Not to say" })).toBeChecked();
    await userEvent.click(screen.getByText("Female"));
    expect(screen.getByRole("radio", { name: "Female" })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith("female");
  });

  it("announces its error", () => {
    render(<Invalid />);
    const group = screen.getByRole("radiogroup", { name: "Gender" });
    expect(group).toHaveAttribute("aria-invalid", "true");
    expect(group).toHaveAccessibleDescription("Required");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
