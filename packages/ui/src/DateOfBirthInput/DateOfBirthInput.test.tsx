import { composeStories } from "@storybook/react-vite";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./DateOfBirthInput.stories";

const { Empty, Filled, Placeholder1900, EighteenYearsAgo, LeapFebruary, TooYoung, ReadOnly, Disabled } =
  composeStories(stories);
const onValueChange = stories.default.args.onValueChange;

function list(name: "Day" | "Month" | "Year"): HTMLSelectElement {
  return within(screen.getByRole("group", { name: "Date of birth" })).getByRole("combobox", { name });
}

function optionTexts(select: HTMLSelectElement): string[] {
  return [...select.options].map((option) => option.text);
}

describe("DateOfBirthInput", () => {
  beforeEach(() => {
    onValueChange.mockClear();
  });

  it("shows nothing chosen when nothing is stored, and the same for the 1900 placeholder", () => {
    const { unmount } = render(<Empty />);
    for (const name of ["Day", "Month", "Year"] as const) expect(list(name)).toHaveValue("");
    unmount();
    render(<Placeholder1900 />);
    for (const name of ["Day", "Month", "Year"] as const) expect(list(name)).toHaveValue("");
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it("fills the other lists from 18 years ago at the first choice, so the whole day shows", () => {
    render(<Placeholder1900 />);
    fireEvent.change(list("Year"), { target: { value: "1990" } });
    expect(onValueChange).toHaveBeenLastCalledWith("1990-03-01");
    expect(list("Day")).toHaveValue("1");
    expect(list("Month")).toHaveDisplayValue("March");
    expect(list("Year")).toHaveValue("1990");
    // Nothing to go back to: the empty choice is gone once a date is given.
    expect(optionTexts(list("Year"))[0]).toBe("2026");
  });

  it("starts on the date a sign-up form passes, 18 years ago", () => {
    render(<EighteenYearsAgo />);
    expect(list("Day")).toHaveValue("1");
    expect(list("Month")).toHaveDisplayValue("March");
    expect(list("Year")).toHaveValue("2008");
  });

  it("lists 100 years back from this year, under-18 years included", () => {
    render(<Filled />);
    const years = optionTexts(list("Year"));
    expect(years[0]).toBe("2026");
    expect(years.at(-1)).toBe("1926");
    expect(years).toContain("2012");
  });

  it("names the months and shows a stored date", () => {
    render(<Filled />);
    expect(optionTexts(list("Month"))).toEqual([
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ]);
    expect(list("Day")).toHaveValue("17");
    expect(list("Month")).toHaveValue("5");
    expect(list("Year")).toHaveValue("1990");
  });

  it("follows the month length: 29 days in a leap February, 28 once the year is common", () => {
    render(<LeapFebruary />);
    expect(optionTexts(list("Day"))).toHaveLength(29);
    fireEvent.change(list("Year"), { target: { value: "2005" } });
    expect(onValueChange).toHaveBeenLastCalledWith("2005-02-28");
    expect(optionTexts(list("Day"))).toHaveLength(28);
    fireEvent.change(list("Month"), { target: { value: "4" } });
    expect(optionTexts(list("Day"))).toHaveLength(30);
    fireEvent.change(list("Month"), { target: { value: "1" } });
    expect(optionTexts(list("Day"))).toHaveLength(31);
  });

  it("reports each choice as a whole day", () => {
    render(<Filled />);
    fireEvent.change(list("Day"), { target: { value: "4" } });
    expect(onValueChange).toHaveBeenLastCalledWith("1990-05-04");
    fireEvent.change(list("Month"), { target: { value: "7" } });
    expect(onValueChange).toHaveBeenLastCalledWith("1990-07-04");
    fireEvent.change(list("Year"), { target: { value: "1985" } });
    expect(onValueChange).toHaveBeenLastCalledWith("1985-07-04");
  });

  it("lets a phone or password manager fill each part", () => {
    render(<Filled />);
    expect(list("Day")).toHaveAttribute("autocomplete", "bday-day");
    expect(list("Month")).toHaveAttribute("autocomplete", "bday-month");
    expect(list("Year")).toHaveAttribute("autocomplete", "bday-year");
  });

  it("announces its error on the group and on each list", () => {
    render(<TooYoung />);
    expect(screen.getByRole("group", { name: "Date of birth" })).toHaveAccessibleDescription(
      "You must be at least 18 years old",
    );
    for (const name of ["Day", "Month", "Year"] as const) {
      expect(list(name)).toHaveAttribute("aria-invalid", "true");
      expect(list(name)).toHaveAccessibleDescription("You must be at least 18 years old");
    }
  });

  it("can be switched off", () => {
    render(<Disabled />);
    expect(list("Year")).toBeDisabled();
  });

  it("reads as text once locked", () => {
    render(<ReadOnly />);
    expect(screen.getByLabelText("Date of birth")).toHaveAttribute("readonly");
    expect(screen.getByLabelText("Date of birth")).toHaveValue("May 17, 1990");
    expect(screen.queryByRole("combobox")).toBeNull();
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
