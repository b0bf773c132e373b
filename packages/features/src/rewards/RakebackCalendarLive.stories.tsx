import { RakebackCalendarLive } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import {
  CLAIMED,
  DEPOSITOR,
  NEW_PLAYER,
  rakebackDaysMovedTo,
  viewersToday,
  VISITOR,
} from "../test/recorded-answers.js";
import depositor from "../test/recorded/depositor.json";
import newPlayer from "../test/recorded/new-player.json";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Rewards/Rakeback calendar",
  component: RakebackCalendarLive,
  decorators: [withRecordedApi],
  args: { authenticated: true },
} satisfies Meta<typeof RakebackCalendarLive>;

export default meta;
type Story = StoryObj<typeof meta>;

// The live calendar draws the weeks around the viewer's today (it reads the clock itself), so the
// recorded days are moved to today; the claim answers too, so Get works in the story.
const TODAY = viewersToday();
const DEPOSITOR_TODAY = {
  ...DEPOSITOR,
  rakebackDays: rakebackDaysMovedTo(depositor.rakebackDays, TODAY),
  rakebackClaim: CLAIMED,
};
const NEW_PLAYER_TODAY = { ...NEW_PLAYER, rakebackDays: rakebackDaysMovedTo(newPlayer.rakebackDays, TODAY) };

/** A depositor's fortnight: paid days, days missed, and yesterday and today to claim with Get. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: DEPOSITOR_TODAY, shows: "€3.10" }),
};

/** The days on their way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: DEPOSITOR_TODAY }) };

/** The days could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({ state: "error", answers: DEPOSITOR_TODAY, failing: ["rakebackDays"], shows: "€3.10" }),
};

/** A new player: every day at zero, nothing to claim yet. */
export const Empty: Story = { parameters: recordedApi({ state: "ready", answers: NEW_PLAYER_TODAY }) };

/** A visitor sees the calendar's invitation, no player's days. */
export const Visitor: Story = {
  args: { authenticated: false },
  parameters: recordedApi({ state: "ready", answers: VISITOR, signedIn: false, shows: "Play to win" }),
};
