import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ResetPasswordModal } from "@casino/ui";

const meta = {
  title: "Screens/ResetPasswordModal",
  component: ResetPasswordModal,
  tags: ["autodocs"],
  args: { open: true, onOpenChange: fn(), step: "request", onRequest: fn(), onReset: fn(), loginHref: "?modal=login" },
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof ResetPasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** "Forgot your password?" from the login modal: the account's e-mail. */
export const Request: Story = {};

/** The link is on its way (the same words whether or not the address has an account). */
export const RequestSent: Story = { args: { sentTo: "nora.vella@example.com" } };

/** Opened from the e-mailed link: the new password and its confirmation. */
export const NewPassword: Story = { args: { step: "reset" } };

/** The new password is being saved. */
export const Saving: Story = { args: { step: "reset", submitting: true } };

/** The link expired: said in words, with the request form to ask for another. */
export const LinkExpired: Story = {
  args: { step: "reset", error: "This reset link has expired. Ask for a new one below." },
};
