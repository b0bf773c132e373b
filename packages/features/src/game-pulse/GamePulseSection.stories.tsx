import { GamePulseSection } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { GAME_PULSE_BUSY, VISITOR } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Game pulse",
  component: GamePulseSection,
  decorators: [withRecordedApi],
  args: { slug: "book-of-embers", timeZone: "Europe/Malta" },
} satisfies Meta<typeof GamePulseSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const BUSY = { ...VISITOR, gamePulse: GAME_PULSE_BUSY };

/** A busy week of rounds and wins, and the latest wins. */
export const SignedIn: Story = { parameters: recordedApi({ state: "ready", answers: BUSY, shows: "LuckyLeo" }) };

/** The pulse on its way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: BUSY }) };

/** The pulse could not be read: a line says so, the rest of the game page unharmed (no Try again). */
export const LoadError: Story = {
  parameters: recordedApi({
    state: "error",
    answers: BUSY,
    failing: ["gamePulse"],
    tryAgain: false,
    shows: "The Game Pulse could not be loaded.",
  }),
};

/** A game nobody played this week (the reference API's fresh start). */
export const Empty: Story = {
  parameters: recordedApi({ state: "ready", answers: VISITOR, shows: "No rounds in the last 7 days yet." }),
};
