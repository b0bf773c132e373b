import type { Meta, StoryObj } from "@storybook/react-vite";
import { CashierClosed } from "@casino/ui";

const meta = {
  title: "Cashier/CashierClosed",
  component: CashierClosed,
  tags: ["autodocs"],
  args: {
    permanent: false,
    until: new Date("2027-05-21T10:30:00Z"),
    timeZone: "Europe/Berlin",
    withdrawHref: "/withdraw",
  },
} satisfies Meta<typeof CashierClosed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A self-exclusion with the minute it ends, in the player's zone. */
export const UntilADay: Story = {};
/** An hour-long exclusion: it ends within the day, at its minute. */
export const UntilAnHour: Story = { args: { until: new Date("2026-11-23T13:00:00Z"), timeZone: "UTC" } };
/** A permanent self-exclusion. */
export const Permanent: Story = { args: { permanent: true, until: null } };
/** A game's play page: real-money play is closed the same way. */
export const PlayClosed: Story = { args: { subject: "play" } };
