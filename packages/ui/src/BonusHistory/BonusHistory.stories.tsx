import type { Meta, StoryObj } from "@storybook/react-vite";
import { BonusHistory } from "@casino/ui";

const meta = {
  title: "Rewards/BonusHistory",
  component: BonusHistory,
  tags: ["autodocs"],
  args: {
    entries: [
      { id: 3, name: "Welcome package 150% up to 1000 EUR", status: "active", amount: 150, date: "2 Mar 2026" },
      { id: 2, name: "10 EUR welcome gift, no deposit", status: "availed", amount: 10, date: "20 Feb 2026" },
      { id: 1, name: "Monday reload: 50% up to 200 EUR", status: "cancelled", amount: 40, date: "9 Feb 2026" },
    ],
    currencyCode: "EUR",
    crypto: false,
  },
} satisfies Meta<typeof BonusHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Active, claimed and cancelled bonuses. */
export const Default: Story = {};
/** No bonus taken yet. */
export const Empty: Story = { args: { entries: [] } };
