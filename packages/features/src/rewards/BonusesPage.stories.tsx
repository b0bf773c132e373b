import { BonusesPage } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BONUS_HOLDER, NEW_PLAYER } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Rewards/Bonuses",
  component: BonusesPage,
  decorators: [withRecordedApi],
  // The instant the server drew the page: the bonuses' rules read it until hydrated, then the browser's clock.
  args: { renderedAt: new Date("2026-03-04T10:10:00Z") },
} satisfies Meta<typeof BonusesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A player wagering a deposit bonus: the active bonus, coupons, offers and history. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: BONUS_HOLDER, shows: "Monday reload: 50% up to 200 EUR" }),
};

/** The bonuses on their way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: BONUS_HOLDER }) };

/** The player's bonuses could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({
    state: "error",
    answers: BONUS_HOLDER,
    failing: ["userBonus"],
    shows: "Monday reload: 50% up to 200 EUR",
  }),
};

/** A new player with no bonus taken yet. */
export const Empty: Story = {
  parameters: recordedApi({ state: "ready", answers: NEW_PLAYER, shows: "Monday reload: 50% up to 200 EUR" }),
};
