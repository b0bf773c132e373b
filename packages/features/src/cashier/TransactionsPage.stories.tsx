import { readTransactionsAddress, TransactionsPage } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSITOR, NEW_PLAYER } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Cashier/Transactions",
  component: TransactionsPage,
  decorators: [withRecordedApi],
  args: { address: readTransactionsAddress({}) },
} satisfies Meta<typeof TransactionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A depositor's three deposits. */
export const SignedIn: Story = { parameters: recordedApi({ state: "ready", answers: DEPOSITOR, shows: "€100.00" }) };

/** The history on its way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: DEPOSITOR }) };

/** The history could not be read: Try again reads it. */
export const LoadError: Story = {
  parameters: recordedApi({ state: "error", answers: DEPOSITOR, failing: ["transactions"], shows: "€100.00" }),
};

/** A new player without a transaction. */
export const Empty: Story = {
  parameters: recordedApi({ state: "ready", answers: NEW_PLAYER, shows: "No transactions yet" }),
};
