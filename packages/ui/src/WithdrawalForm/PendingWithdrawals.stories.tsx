import type { Meta, StoryObj } from "@storybook/react-vite";
import { PendingWithdrawals } from "@casino/ui";

const meta = {
  title: "Cashier/PendingWithdrawals",
  component: PendingWithdrawals,
  tags: ["autodocs"],
  args: {
    withdrawals: [
      { id: "41", amount: 50, currencyCode: "EUR", method: "Skrill", requestedAt: "23 November 2026, 13:05" },
      { id: "42", amount: 12.5, currencyCode: "EUR", method: "UPI", requestedAt: "22 November 2026, 09:41" },
    ],
    onCancel: () => {},
  },
} satisfies Meta<typeof PendingWithdrawals>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two withdrawals waiting, each with a cancel. */
export const Waiting: Story = {};
/** One cancellation is being sent. */
export const Cancelling: Story = { args: { cancellingId: "41" } };
/** The last cancellation failed. */
export const CancelFailed: Story = { args: { error: "The withdrawal could not be completed." } };
/** A market that forbids reversing a withdrawal (uk): no cancel is offered. */
export const NoReversal: Story = { args: { onCancel: undefined } };
