import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LoginModal } from "@casino/ui";

const meta = {
  title: "Screens/LoginModal",
  component: LoginModal,
  tags: ["autodocs"],
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    signUpHref: "?modal=signup",
    forgotPasswordHref: "?modal=reset-password",
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 620 } } },
} satisfies Meta<typeof LoginModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the header's Sign in, or by `?modal=login`. */
export const Empty: Story = {};

/** The login call is running: the button is busy and cannot be pressed again. */
export const Submitting: Story = { args: { defaultEmail: "depositor@demo.casino", submitting: true } };

/** The server refused: its reason is announced and the typed e-mail stays. */
export const ServerError: Story = {
  args: { defaultEmail: "depositor@demo.casino", error: "The email or password is incorrect." },
};

/** Opened after the session ended (a 403): a line says why. */
export const SessionEnded: Story = { args: { notice: "Your session has ended. Log in to continue." } };

/** A brand that signs players up by phone: the field takes an e-mail or an international number. */
export const PhoneLogin: Story = { args: { phoneLogin: true } };

/** A brand that signs players up by username: the field takes an e-mail or the username. */
export const UsernameLogin: Story = { args: { usernameLogin: true } };

/** A brand that signs players up by phone and by username: the field takes all three. */
export const PhoneAndUsernameLogin: Story = { args: { phoneLogin: true, usernameLogin: true } };
