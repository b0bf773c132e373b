import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RealityCheckDialog } from "@casino/ui";

const meta = {
  title: "Screens/RealityCheckDialog",
  component: RealityCheckDialog,
  tags: ["autodocs"],
  args: {
    open: true,
    elapsedMs: 65 * 60_000,
    staked: 42.5,
    won: 30,
    netPosition: -12.5,
    currencyCode: "EUR",
    historyHref: "/profile/transactions",
    onContinue: fn(),
    onLogout: fn(),
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An hour and five minutes in, down €12.50. */
export const Down: Story = {};
/** Two hours in, ahead. */
export const Ahead: Story = { args: { elapsedMs: 120 * 60_000, staked: 10, won: 25, netPosition: 15 } };
/** Nothing staked yet. */
export const NothingStaked: Story = { args: { elapsedMs: 15 * 60_000, staked: 0, won: 0, netPosition: 0 } };
