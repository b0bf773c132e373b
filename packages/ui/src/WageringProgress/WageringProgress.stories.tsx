import type { Meta, StoryObj } from "@storybook/react-vite";
import { WageringProgress } from "@casino/ui";

const meta = {
  title: "Rewards/WageringProgress",
  component: WageringProgress,
  tags: ["autodocs"],
  args: { wagered: 87.5, left: 262.5, currencyCode: "EUR", crypto: false, wageringType: "REAL_MONEY_ONLY" },
  argTypes: { wageringType: { control: "inline-radio", options: ["REAL_TO_FUN", "REAL_MONEY_ONLY"] } },
} satisfies Meta<typeof WageringProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quarter wagered; only real-money bets count. */
export const RealMoneyOnly: Story = {};
/** Real money first, then bonus money. */
export const RealToFun: Story = { args: { wageringType: "REAL_TO_FUN" } };
/** Nothing wagered yet. */
export const NotStarted: Story = { args: { wagered: 0, left: 350 } };
/** Wagering done: the bonus can be claimed as cash. */
export const Complete: Story = { args: { wagered: 350, left: 0 } };
/** A crypto bonus: up to 8 decimals. */
export const Crypto: Story = { args: { wagered: 0.0001, left: 0.0034, currencyCode: "BTC", crypto: true } };
