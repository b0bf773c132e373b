import type { Meta, StoryObj } from "@storybook/react-vite";
import { TransactionList } from "@casino/ui";

const meta = {
  title: "Cashier/TransactionList",
  component: TransactionList,
  tags: ["autodocs"],
  args: {
    transactions: [
      { id: "9", type: "withdrawal", amount: 30, currencyCode: "EUR", status: "pending", date: "23 Nov 2026, 13:05" },
      { id: "8", type: "withdrawal", amount: 20, currencyCode: "EUR", status: "cancelled", date: "22 Nov 2026, 18:40" },
      { id: "7", type: "bonus", amount: 15, currencyCode: "EUR", status: "completed", date: "21 Nov 2026, 09:12" },
      { id: "6", type: "deposit", amount: 100, currencyCode: "EUR", status: "completed", date: "20 Nov 2026, 20:01" },
      { id: "5", type: "deposit", amount: 50, currencyCode: "EUR", status: "failed", date: "20 Nov 2026, 19:58" },
      { id: "4", type: "deposit", amount: 25, currencyCode: "EUR", status: "processing", date: "19 Nov 2026, 11:30" },
    ],
  },
} satisfies Meta<typeof TransactionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Deposits, withdrawals and a bonus in every status. */
export const History: Story = {};
/** Nothing yet. */
export const Empty: Story = { args: { transactions: [] } };
/** Filtered to nothing: says nothing matches, not that there is no history. */
export const FilteredEmpty: Story = { args: { transactions: [], filtered: true } };
