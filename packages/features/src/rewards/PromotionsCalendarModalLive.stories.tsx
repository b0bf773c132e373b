import { PromotionsCalendarModalLive } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSITOR } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Rewards/Promotions calendar",
  component: PromotionsCalendarModalLive,
  decorators: [withRecordedApi],
  args: { onClose: () => undefined },
} satisfies Meta<typeof PromotionsCalendarModalLive>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's promotions in the seven-day preview. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: DEPOSITOR, shows: "Monday reload: 50% up to 200 EUR" }),
};

/** The day's promotions on their way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: DEPOSITOR }) };

/** The promotions could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({
    state: "error",
    answers: DEPOSITOR,
    failing: ["allBonus"],
    shows: "Monday reload: 50% up to 200 EUR",
  }),
};

/** A day without promotions. */
export const Empty: Story = {
  parameters: recordedApi({
    state: "ready",
    answers: { ...DEPOSITOR, allBonus: { success: true, data: { bonus: { count: 0, rows: [] } } } },
    shows: "No promotions on this day.",
  }),
};
