import type { Meta, StoryObj } from "@storybook/react-vite";
import { CashierClosed } from "@casino/ui";

const meta = {
  title: "Cashier/CashierClosed",
  component: CashierClosed,
  tags: ["autodocs"],
  args: { permanent: false, lastDay: "21 May 2027", withdrawHref: "/withdraw" },
} satisfies Meta<typeof CashierClosed>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A self-exclusion with its last day. */
export const UntilADay: Story = {};
/** A permanent self-exclusion. */
export const Permanent: Story = { args: { permanent: true, lastDay: null } };
/** A game's play page: real-money play is closed the same way. */
export const PlayClosed: Story = { args: { subject: "play" } };
