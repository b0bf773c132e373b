import { CashierPage } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSITOR } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Cashier/Deposit",
  component: CashierPage,
  decorators: [withRecordedApi],
  // The instant the server drew the page: the cashier reads its rules at it until hydrated, then the browser's clock.
  args: { preferredKind: null, renderedAt: new Date("2026-03-04T10:10:00Z") },
} satisfies Meta<typeof CashierPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A depositor in Malta paying in euros: the methods for their country and currency. */
export const SignedIn: Story = { parameters: recordedApi({ state: "ready", answers: DEPOSITOR, shows: "Skrill" }) };

/** The methods on their way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: DEPOSITOR }) };

/** The methods could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({ state: "error", answers: DEPOSITOR, failing: ["payments"], shows: "Skrill" }),
};

/** No method takes the player's currency in their country. */
export const Empty: Story = {
  parameters: recordedApi({
    state: "ready",
    answers: { ...DEPOSITOR, payments: { success: true, data: [] } },
    shows: "No payment method is available for your account.",
  }),
};
