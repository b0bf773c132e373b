import { composeStories } from "@storybook/react-vite";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { itRendersEveryStoryWithoutAxeViolations } from "../test/stories";
import * as stories from "./PhoneField.stories";

const { Empty, Filled, TooShort, ReadOnly } = composeStories(stories);

describe("PhoneField", () => {
  it("takes digits only", async () => {
    render(<Empty />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    await userEvent.type(input, "98a7-6 5");
    expect(input).toHaveValue("98765");
  });

  it("stops typing once the number is too long for its code", async () => {
    render(<Filled />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    // An Indian mobile number has 10 digits; the metadata allows a few more for other kinds.
    await userEvent.type(input, "123456789");
    const typed = (input as HTMLInputElement).value;
    expect(typed.length).toBeLessThan("9876543210123456789".length);
    await userEvent.type(input, "9");
    expect(input).toHaveValue(typed);
  });

  it("keeps only what fits when too many digits are pasted", async () => {
    render(<Empty />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    await userEvent.click(input);
    await userEvent.paste("+91 98765 43210 99999 99999");
    expect((input as HTMLInputElement).value).toMatch(/^\d+$/);
    expect((input as HTMLInputElement).value.length).toBeLessThanOrEqual(15);
  });

  it("changes the calling code from the picker", async () => {
    render(<Empty />);
    await userEvent.click(screen.getByRole("button", { name: "Phone code +91" }));
    await userEvent.type(screen.getByRole("combobox"), "malta");
    await userEvent.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Phone code +356" })).toBeInTheDocument();
  });

  it("announces the number's error", () => {
    render(<TooShort />);
    const input = screen.getByRole("textbox", { name: "Phone" });
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription("Number is too short");
  });

  it("shows a locked number read-only", () => {
    render(<ReadOnly />);
    expect(screen.getByRole("textbox", { name: "Phone" })).toHaveAttribute("readonly");
    expect(screen.getByRole("textbox", { name: "Phone code" })).toHaveValue("+91");
  });

  itRendersEveryStoryWithoutAxeViolations(stories);
});
