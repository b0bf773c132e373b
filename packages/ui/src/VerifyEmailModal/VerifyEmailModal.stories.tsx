import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { VerifyEmailModal } from "@casino/ui";

const meta = {
  title: "Screens/VerifyEmailModal",
  component: VerifyEmailModal,
  tags: ["autodocs"],
  args: {
    open: true,
    onOpenChange: fn(),
    status: "verifying",
    signedIn: false,
    loginHref: "/casino?modal=login",
    onResend: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof VerifyEmailModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mailed link was followed: its token is being checked. */
export const Verifying: Story = {};

/** The address is verified; a signed-out player goes on to log in. */
export const Verified: Story = { args: { status: "verified" } };

/** The address is verified in the tab where the player is signed in: they just continue. */
export const VerifiedSignedIn: Story = { args: { status: "verified", signedIn: true } };

/** The link expired or was used: a signed-out player gives the address for a new one. */
export const Expired: Story = { args: { status: "expired" } };

/** A signed-in player asks for a new link to their own address in one press. */
export const ExpiredSignedIn: Story = { args: { status: "expired", signedIn: true } };

/** The new link is being asked for. */
export const Resending: Story = { args: { status: "expired", signedIn: true, resending: true } };

/** The new link is on its way. */
export const Resent: Story = { args: { status: "expired", signedIn: true, resent: true } };

/** The new link could not be sent: the reason in words. */
export const ResendFailed: Story = {
  args: { status: "expired", signedIn: true, resendError: "Verification email not sent" },
};
