import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { fn } from "storybook/test";
import { CountrySelect } from "@casino/ui";
import { SAMPLE_COUNTRIES } from "./fixtures";

const meta = {
  title: "Forms/CountrySelect",
  component: CountrySelect,
  tags: ["autodocs"],
  args: { label: "Country", countries: SAMPLE_COUNTRIES, value: "", onValueChange: fn() },
  argTypes: { valueKind: { control: "inline-radio", options: ["code", "phoneCode"] } },
  // Interactive: the chosen value is kept in the story so the picker behaves as in a form.
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <CountrySelect
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof CountrySelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Chosen: Story = { args: { value: "MT" } };
export const PhoneCode: Story = { args: { label: "Phone code", valueKind: "phoneCode", value: "+91" } };
export const Invalid: Story = { args: { error: "Required" } };
export const ReadOnly: Story = { args: { value: "DE", readOnly: true, hint: "This field can no longer be changed." } };
export const ImageFlags: Story = {
  args: {
    value: "MT",
    countries: [
      {
        code: "MT",
        name: "Malta",
        phoneCode: "+356",
        flag: "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 1'%3E%3Crect width='1' height='1' fill='%23fff'/%3E%3Crect x='1' width='1' height='1' fill='%23cf142b'/%3E%3C/svg%3E",
      },
    ],
  },
};
