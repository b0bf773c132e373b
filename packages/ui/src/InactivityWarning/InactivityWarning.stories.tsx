import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { InactivityWarning } from "@casino/ui";

/** A clock that stands still, so the countdown reads the same on every render. */
const NOW = new Date("2026-11-23T12:00:00.000Z");
const stillClock = () => NOW;

const meta = {
  title: "Screens/InactivityWarning",
  component: InactivityWarning,
  tags: ["autodocs"],
  args: {
    open: true,
    logoutAt: new Date(NOW.getTime() + 60_000),
    clock: stillClock,
    onStaySignedIn: fn(),
    onLogOut: fn(),
  },
  parameters: { docs: { story: { inline: false, iframeHeight: 380 } } },
} satisfies Meta<typeof InactivityWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A minute before the inactivity logout. */
export const OneMinuteLeft: Story = {};

/** The last seconds. */
export const SecondsLeft: Story = { args: { logoutAt: new Date(NOW.getTime() + 9_000) } };
