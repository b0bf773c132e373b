import type { Meta, StoryObj } from "@storybook/react-vite";
import { BetLimitMessage, BONUS_GAME_INELIGIBLE } from "@casino/ui";

const meta = {
  title: "Rewards/BetLimitMessage",
  component: BetLimitMessage,
  tags: ["autodocs"],
  args: { code: "dailyBetLimit" },
} satisfies Meta<typeof BetLimitMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `MAX_BET_LIMIT_REACHED`. */
export const MaxBetLimitReached: Story = { args: { code: "MAX_BET_LIMIT_REACHED" } };
/** `maxBetLimit`. */
export const MaxBetLimit: Story = { args: { code: "maxBetLimit" } };
/** `dailyBetLimit`. */
export const DailyBetLimit: Story = { args: { code: "dailyBetLimit" } };
/** `weeklyBetLimit`. */
export const WeeklyBetLimit: Story = { args: { code: "weeklyBetLimit" } };
/** `monthlyBetLimit`. */
export const MonthlyBetLimit: Story = { args: { code: "monthlyBetLimit" } };
/** `dailyLossLimit`. */
export const DailyLossLimit: Story = { args: { code: "dailyLossLimit" } };
/** `weeklyLossLimit`. */
export const WeeklyLossLimit: Story = { args: { code: "weeklyLossLimit" } };
/** `monthlyLossLimit`. */
export const MonthlyLossLimit: Story = { args: { code: "monthlyLossLimit" } };
/** `MIN_BET`. */
export const MinBet: Story = { args: { code: "MIN_BET" } };
/** `MAX_BET`. */
export const MaxBet: Story = { args: { code: "MAX_BET" } };
/** `BONUS_MAX_BET`. */
export const BonusMaxBet: Story = { args: { code: "BONUS_MAX_BET" } };
/** `CHANGE_NOT_ALLOWED`. */
export const ChangeNotAllowed: Story = { args: { code: "CHANGE_NOT_ALLOWED" } };
/** Bonus play on a game that does not count towards the active bonus. */
export const BonusGameIneligible: Story = { args: { code: BONUS_GAME_INELIGIBLE } };
/** A code this kit does not know. */
export const UnknownCode: Story = { args: { code: "SOMETHING_NEW" } };
