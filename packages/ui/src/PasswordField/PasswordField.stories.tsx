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

/** A new password with its strength under it: nothing typed yet, the room kept. */
export const StrengthEmpty: Story = { args: { strength: "empty" } };

/** A new password that breaks a rule reads weak. */
export const StrengthWeak: Story = { args: { defaultValue: "secret", strength: "weak" } };

/** A short password that keeps the rules reads fair. */
export const StrengthFair: Story = { args: { defaultValue: "Secret1!", strength: "fair" } };

/** A long, varied password reads strong. */
export const StrengthStrong: Story = { args: { defaultValue: "Brand9new!", strength: "strong" } };
