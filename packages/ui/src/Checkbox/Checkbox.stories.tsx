import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Checkbox } from "@casino/ui";

const meta = {
  title: "Forms/Checkbox",
  component: Checkbox,
  tags: ["autodocs"],
  args: { label: "Send me news and offers", onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const RequiredWithError: Story = {
  args: {
    label: (
      <>
        I am over 18 and accept the <a href="/terms-and-conditions">terms</a> and the{" "}
        <a href="/privacy-policy">privacy policy</a>
      </>
    ),
    required: true,
    error: "You must accept the terms and conditions",
  },
};
export const Disabled: Story = { args: { disabled: true } };
