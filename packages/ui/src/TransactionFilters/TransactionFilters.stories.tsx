import type { Meta, StoryObj } from "@storybook/react-vite";
import { TransactionFilters } from "@casino/ui";
import { fn } from "storybook/test";

const meta = {
  title: "Cashier/TransactionFilters",
  component: TransactionFilters,
  tags: ["autodocs"],
  args: {
    values: { type: null, status: null, from: null, to: null },
    clearHref: "/profile/transactions",
    onApply: fn(),
  },
} satisfies Meta<typeof TransactionFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: any type, any status, any day. */
export const Unfiltered: Story = {};
/** Pending withdrawals of November, with the way back to the whole history. */
export const Filtered: Story = {
  args: { values: { type: "withdrawal", status: "pending", from: "2026-11-01", to: "2026-11-30" } },
};
