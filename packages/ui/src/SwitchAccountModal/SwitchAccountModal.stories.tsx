import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SwitchAccountModal } from "@casino/ui";

const meta = {
  title: "Screens/SwitchAccountModal",
  component: SwitchAccountModal,
  tags: ["autodocs"],
  args: { open: true, currentEmail: "depositor@demo.casino", onSwitch: fn(), onKeep: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 340 } } },
} satisfies Meta<typeof SwitchAccountModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link for another account reached a signed-in player. */
export const Asking: Story = {};

/** The current player's details are not known yet. */
export const WithoutEmail: Story = { args: { currentEmail: null } };

/** The switch is running. */
export const Switching: Story = { args: { switching: true } };

/** A sign-in link reached a visitor nobody is signed in as: sign in as its (masked) account? */
export const SigningIn: Story = { args: { signedIn: false, currentEmail: null, linkAccount: "d•••••••r@demo.casino" } };

/** A sign-in link whose account the back end did not name. */
export const SigningInUnnamed: Story = { args: { signedIn: false, currentEmail: null, linkAccount: null } };
