import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Select } from "@casino/ui";

const meta = {
  title: "Forms/Select",
  component: Select,
  tags: ["autodocs"],
  args: {
    label: "Currency",
    placeholder: "Choose a currency",
    onValueChange: fn(),
    options: [
      { value: "EUR", label: "Euro" },
      { value: "USD", label: "US dollar" },
      { value: "BTC", label: "Bitcoin" },
      { value: "TRY", label: "Turkish lira", disabled: true },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Chosen: Story = { args: { defaultValue: "USD" } };
export const Invalid: Story = { args: { error: "Required", required: true } };
export const Disabled: Story = { args: { defaultValue: "EUR", disabled: true } };
