import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SessionAlert } from "@casino/ui";

const meta = {
  title: "Screens/SessionAlert",
  component: SessionAlert,
  tags: ["autodocs"],
  args: { open: true, onOpenChange: fn(), onLogIn: fn(), reason: "USER_INACTIVITY_TIMEOUT" },
  argTypes: {
    reason: {
      control: "select",
      options: [
        "USER_INACTIVITY_TIMEOUT",
        "SESSION_EXPIRED",
        "ACCOUNT_LOCKED",
        "SECURITY_LOGOUT",
        "CONCURRENT_SESSION",
        "SYSTEM_MAINTENANCE",
      ],
    },
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof SessionAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After an inactivity timeout: the inactive title and message. */
export const Inactive: Story = {};

/** The account was opened on another device: the logout texts and the reason's line. */
export const ConcurrentSession: Story = { args: { reason: "CONCURRENT_SESSION" } };

/** The brand's maintenance ended the session. */
export const SystemMaintenance: Story = { args: { reason: "SYSTEM_MAINTENANCE" } };
