import type { Meta, StoryObj } from "@storybook/react-vite";
import { MonthlyWinningsCard } from "@casino/ui";

const meta = {
  title: "Safety/MonthlyWinningsCard",
  component: MonthlyWinningsCard,
  tags: ["autodocs"],
  args: { status: { limit: 700, won: 0, left: 700, reached: false }, currencyCode: "EUR" },
} satisfies Meta<typeof MonthlyWinningsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing won yet this month. */
export const NothingWon: Story = {};
/** Part of the limit won: what is left. */
export const PartlyWon: Story = { args: { status: { limit: 700, won: 512.4, left: 187.6, reached: false } } };
/** The limit reached: said in words. */
export const Reached: Story = { args: { status: { limit: 700, won: 700, left: 0, reached: true } } };
