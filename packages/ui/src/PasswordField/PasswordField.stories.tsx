import type { Meta, StoryObj } from "@storybook/react-vite";
import { PasswordField } from "@casino/ui";

const meta = {
  title: "Forms/PasswordField",
  component: PasswordField,
  tags: ["autodocs"],
  args: { label: "Password", autoComplete: "new-password", name: "password" },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, the password hidden. */
export const Empty: Story = {};

/** A password that breaks a rule: the rule is announced with the field. */
export const Invalid: Story = {
  args: { defaultValue: "secret", error: "Password must contain at least one special character" },
};
