import { PlayerHistory } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BONUS_HOLDER, DEPOSITOR, NEW_PLAYER } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/History",
  component: PlayerHistory,
  decorators: [withRecordedApi],
  args: { transactionsHref: "/profile/transactions", timeZone: "Europe/Malta" },
} satisfies Meta<typeof PlayerHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const PAGE = "/profile2/my-history";

/** A depositor's latest transactions. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: DEPOSITOR, url: PAGE, shows: "€100.00" }),
};

/** The bonuses tab of a player wagering a deposit bonus. */
export const Bonuses: Story = {
  parameters: recordedApi({
    state: "ready",
    answers: BONUS_HOLDER,
    url: `${PAGE}?tab=bonuses`,
    shows: "150% up to 1000 EUR welcome package",
  }),
};

/** The history on its way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: DEPOSITOR, url: PAGE }) };

/** The transactions could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({
    state: "error",
    answers: DEPOSITOR,
    url: PAGE,
    failing: ["transactions"],
    shows: "€100.00",
  }),
};

/** A new player without a transaction. */
export const Empty: Story = {
  parameters: recordedApi({ state: "ready", answers: NEW_PLAYER, url: PAGE, shows: "No transactions yet" }),
};
