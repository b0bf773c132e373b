import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./DateOfBirthInput.stories";

const { Empty, Filled, Placeholder1900, TooYoung, ReadOnly } = composeStories(stories);
const onValueChange = stories.default.args.onValueChange;

function dateInput(): HTMLInputElement {
  return screen.getByLabelText("Date of birth");
}

describe("DateOfBirthInput", () => {
  beforeEach(() => {
    onValueChange.mockClear();
  });

  it("offers only days from 100 to 18 years ago", () => {
    render(<Empty />);
    expect(dateInput()).toHaveAttribute("type", "date");
    expect(dateInput()).toHaveAttribute("min", "1926-03-01");
    expect(dateInput()).toHaveAttribute("max", "2008-03-01");
  });

  it("reports the chosen day", () => {
    render(<Empty />);
    fireEvent.change(dateInput(), { target: { value: "1985-07-04" } });
    expect(onValueChange).toHaveBeenCalledWith("1985-07-04");
    expect(dateInput()).toHaveValue("1985-07-04");
  });

  it("shows a stored date and treats the 1900 placeholder as empty", () => {
    const { unmount } = render(<Filled />);
    expect(dateInput()).toHaveValue("1990-05-17");
    unmount();
    render(<Placeholder1900 />);
    expect(dateInput()).toHaveValue("");
  });

  it("announces its error", () => {
    render(<TooYoung />);
    expect(dateInput()).toHaveAttribute("aria-invalid", "true");
    expect(dateInput()).toHaveAccessibleDescription("You must be at least 18 years old");
  });

  it("can be locked", () => {
    render(<ReadOnly />);
    expect(dateInput()).toHaveAttribute("readonly");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
