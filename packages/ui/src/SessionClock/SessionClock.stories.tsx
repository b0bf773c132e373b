import type { Meta, StoryObj } from "@storybook/react-vite";
import { SessionClock } from "@casino/ui";

const meta = {
  title: "Screens/SessionClock",
  component: SessionClock,
  tags: ["autodocs"],
  args: { elapsedMs: 42 * 60_000, netPosition: -12.5, currencyCode: "EUR" },
} satisfies Meta<typeof SessionClock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 42 minutes in, down €12.50. */
export const Down: Story = {};
/** Over an hour in, ahead. */
export const Ahead: Story = { args: { elapsedMs: 75 * 60_000, netPosition: 20 } };
