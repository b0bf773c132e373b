import { WithdrawPage } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSITOR, NEW_PLAYER } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Cashier/Withdraw",
  component: WithdrawPage,
  decorators: [withRecordedApi],
} satisfies Meta<typeof WithdrawPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A depositor with 250 EUR to withdraw. */
export const SignedIn: Story = { parameters: recordedApi({ state: "ready", answers: DEPOSITOR, shows: "Skrill" }) };

/** The methods on their way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: DEPOSITOR }) };

/** The methods could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({ state: "error", answers: DEPOSITOR, failing: ["payments"], shows: "Skrill" }),
};

/** A new player with nothing to withdraw. */
export const Empty: Story = {
  parameters: recordedApi({ state: "ready", answers: NEW_PLAYER, shows: "You cannot withdraw yet" }),
};
