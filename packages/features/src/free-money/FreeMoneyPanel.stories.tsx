import { FreeMoneyPanel } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { NEW_PLAYER, VISITOR } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Free money",
  component: FreeMoneyPanel,
  decorators: [withRecordedApi],
  args: {
    signedIn: true,
    // The recording's day: Wednesday 4 March 2026.
    now: new Date("2026-03-04T10:10:00Z"),
    zone: "Europe/Malta",
    termsHref: "/bonus-terms",
    promotionsHref: "/promotions",
    signUpHref: "?modal=signup",
  },
} satisfies Meta<typeof FreeMoneyPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new player: the no-deposit gift to activate, and the offers not open today. */
export const SignedIn: Story = {
  parameters: recordedApi({
    state: "ready",
    answers: { ...NEW_PLAYER, activateBonus: { success: true, message: "Activated" } },
    shows: "10 EUR welcome gift, no deposit",
  }),
};

/** The offers on their way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: NEW_PLAYER }) };

/** The offers could not be read: Try again reads them. */
export const LoadError: Story = {
  parameters: recordedApi({
    state: "error",
    answers: NEW_PLAYER,
    failing: ["allBonus"],
    shows: "10 EUR welcome gift, no deposit",
  }),
};

/** Nothing free right now: the way to the promotions. */
export const Empty: Story = {
  parameters: recordedApi({
    state: "ready",
    answers: { ...NEW_PLAYER, allBonus: { success: true, data: { bonus: { count: 0, rows: [] } } } },
    shows: "No free offers right now",
  }),
};

/** A visitor is led to sign up for each offer. */
export const Visitor: Story = {
  args: { signedIn: false },
  parameters: recordedApi({
    state: "ready",
    answers: VISITOR,
    signedIn: false,
    shows: "10 EUR welcome gift, no deposit",
  }),
};
