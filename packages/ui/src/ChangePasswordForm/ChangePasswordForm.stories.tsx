import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ChangePasswordForm, type PasswordChange } from "@casino/ui";

const meta = {
  title: "Forms/ChangePasswordForm",
  component: ChangePasswordForm,
  tags: ["autodocs"],
  args: { onSubmit: fn((_values: PasswordChange) => Promise.resolve(true)) },
  parameters: { layout: "padded" },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the edit-profile page, under the profile form. */
export const Empty: Story = {};

/** The change is being saved. */
export const Saving: Story = { args: { submitting: true } };

/** The current password was wrong: said in words. */
export const WrongCurrentPassword: Story = { args: { error: "The current password is wrong." } };

/** The password has changed. */
export const Changed: Story = { args: { success: "Your password has been changed." } };
