import { CashbackCardLive } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CASHBACK_ACCUMULATING, CLAIMED, DEPOSITOR, NEW_PLAYER } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

// The server's figures the page renders with, before the browser follows the award.
const meta = {
  title: "Features/Rewards/Cashback",
  component: CashbackCardLive,
  decorators: [withRecordedApi],
  args: { userId: 2, amount: 0, percent: 10, currencyCode: "EUR", claimable: true },
} satisfies Meta<typeof CashbackCardLive>;

export default meta;
type Story = StoryObj<typeof meta>;

const ACCUMULATING = { ...DEPOSITOR, calendarAward: CASHBACK_ACCUMULATING, claimReward: CLAIMED };

/** A depositor with 4.20 EUR of cashback to claim (10 % of 42 EUR net losses). */
export const SignedIn: Story = { parameters: recordedApi({ state: "ready", answers: ACCUMULATING, shows: "€4.20" }) };

/** The award on its way: the server's figures show meanwhile. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: ACCUMULATING }) };

/**
 * The award could not be read: the card keeps the server's figures (no Try again; it reads the
 * award again every 15 s and at each :00/:30 reset).
 */
export const LoadError: Story = {
  parameters: recordedApi({
    state: "error",
    answers: ACCUMULATING,
    failing: ["calendarAward"],
    tryAgain: false,
    shows: "€0.00",
  }),
};

/** A new player: nothing accumulated, nothing to claim. */
export const Empty: Story = {
  args: { userId: 1 },
  parameters: recordedApi({ state: "ready", answers: NEW_PLAYER, shows: "€0.00" }),
};
