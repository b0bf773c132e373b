import { Tournaments } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSITOR, tournamentsMovedTo, viewersToday } from "../test/recorded-answers.js";
import catalogue from "../test/recorded/catalogue.json";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Tournaments",
  component: Tournaments,
  decorators: [withRecordedApi],
  // Read only while hydrating a server's HTML, which a story never does.
  args: { renderedAt: new Date("2026-03-04T10:10:00Z") },
} satisfies Meta<typeof Tournaments>;

export default meta;
type Story = StoryObj<typeof meta>;

// The tournaments' states and countdowns are read against the viewer's clock: the recording is moved to today.
const RUNNING = { ...DEPOSITOR, tournaments: tournamentsMovedTo(catalogue.tournaments, viewersToday()) };

/** A race running, a tournament coming and one ended, with the leaderboard. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: RUNNING, shows: "Weekend Spin Race" }),
};

/** The tournaments on their way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: RUNNING }) };

/** The tournaments could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({ state: "error", answers: RUNNING, failing: ["tournaments"], shows: "Weekend Spin Race" }),
};

/** No tournament at all: the page draws nothing (the feature has no empty state of its own yet). */
export const Empty: Story = {
  parameters: recordedApi({
    state: "ready",
    answers: { ...DEPOSITOR, tournaments: { success: true, data: { rows: [] } } },
  }),
};
