import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RadioGroup } from "@casino/ui";

const meta = {
  title: "Forms/RadioGroup",
  component: RadioGroup,
  tags: ["autodocs"],
  args: {
    label: "Gender",
    onValueChange: fn(),
    options: [
      { value: "notToSay", label: "Not to say" },
      { value: "male", label: "Male" },
      { value: "female", label: "Female" },
    ],
  },
  argTypes: { orientation: { control: "inline-radio", options: ["horizontal", "vertical"] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = { args: { defaultValue: "notToSay" } };
export const Vertical: Story = { args: { orientation: "vertical", defaultValue: "female" } };
export const Invalid: Story = { args: { error: "Required", required: true } };
export const Disabled: Story = { args: { defaultValue: "male", disabled: true } };
