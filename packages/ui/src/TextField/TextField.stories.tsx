import type { Meta, StoryObj } from "@storybook/react-vite";
import { TextField } from "@casino/ui";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  tags: ["autodocs"],
  args: { label: "City", name: "city", autoComplete: "address-level2" },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: "Valletta" } };
export const WithHint: Story = { args: { hint: "As written on your documents." } };
export const Invalid: Story = { args: { error: "Required", required: true } };
export const ReadOnly: Story = {
  args: { label: "First name", defaultValue: "Maria", readOnly: true, hint: "This field can no longer be changed." },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "Valletta" } };
