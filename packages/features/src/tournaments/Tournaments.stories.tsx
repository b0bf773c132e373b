import { Tournaments } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSITOR } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = { title: "Features/Tournaments", component: Tournaments, decorators: [withRecordedApi] } satisfies Meta<
  typeof Tournaments
>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A race running, a tournament coming and one ended, with the leaderboard. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: DEPOSITOR, shows: "Weekend Spin Race" }),
};

/** The tournaments on their way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: DEPOSITOR }) };

/** The tournaments could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({ state: "error", answers: DEPOSITOR, failing: ["tournaments"], shows: "Weekend Spin Race" }),
};

/** No tournament at all. */
export const Empty: Story = {
  parameters: recordedApi({
    state: "ready",
    answers: { ...DEPOSITOR, tournaments: { success: true, data: { rows: [] } } },
  }),
};
