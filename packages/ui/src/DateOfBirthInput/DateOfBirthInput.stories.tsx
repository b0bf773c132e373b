import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { DateOfBirthInput } from "@casino/ui";

/** A fixed day, so the bounds in the stories (and their tests) do not move. */
const NOW = new Date("2026-03-01T12:00:00Z");

const meta = {
  title: "Forms/DateOfBirthInput",
  component: DateOfBirthInput,
  tags: ["autodocs"],
  args: { label: "Date of birth", value: "", onValueChange: fn(), now: NOW },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <DateOfBirthInput
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof DateOfBirthInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Nothing stored yet: nothing chosen. The first choice fills the other lists from 18 years ago
 * (1 March 2008 on this story's day).
 */
export const Empty: Story = {};
export const Filled: Story = { args: { value: "1990-05-17" } };
/** The back end's 1900 placeholder means "never given": shown as nothing chosen, like no date. */
export const Placeholder1900: Story = { args: { value: "1900-01-01" } };
/** A sign-up form starts the picker on 18 years ago, the spec's default, by passing it. */
export const EighteenYearsAgo: Story = { args: { value: "2008-03-01" } };
/** February of a leap year: the day list runs to the 29th. */
export const LeapFebruary: Story = { args: { value: "2004-02-29" } };
/** An under-18 year picked from the list, refused in words. */
export const TooYoung: Story = { args: { value: "2010-01-01", error: "You must be at least 18 years old" } };
export const WithHint: Story = { args: { value: "1990-05-17", hint: "As on your identity document." } };
export const Disabled: Story = { args: { value: "1990-05-17", disabled: true } };
/** Locked once filled: the date reads as text. */
export const ReadOnly: Story = {
  args: { value: "1990-05-17", readOnly: true, hint: "This field can no longer be changed." },
};
