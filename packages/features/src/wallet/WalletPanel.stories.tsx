import { WalletPanel } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSITOR, NEW_PLAYER } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Wallet",
  component: WalletPanel,
  decorators: [withRecordedApi],
  args: { depositHref: "/deposit" },
} satisfies Meta<typeof WalletPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A depositor's wallet: 250 EUR of real money, no bonus running. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: DEPOSITOR, shows: "No bonus rollover is running." }),
};

/** The figures on their way: the wallet keeps its room. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: DEPOSITOR }) };

/** The figures could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({
    state: "error",
    answers: DEPOSITOR,
    failing: ["walletFigures"],
    shows: "No bonus rollover is running.",
  }),
};

/** A player who has not deposited yet is invited to. */
export const Empty: Story = {
  parameters: recordedApi({ state: "ready", answers: NEW_PLAYER, shows: "Your wallet is empty" }),
};
