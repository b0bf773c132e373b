import { VipClubPanel } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSITOR, VISITOR } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/VIP club",
  component: VipClubPanel,
  decorators: [withRecordedApi],
  args: { signedIn: true, signUpHref: "?modal=signup", logInHref: "?modal=login" },
} satisfies Meta<typeof VipClubPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A level-2 player with 150 points, 900 to the next level. */
export const SignedIn: Story = { parameters: recordedApi({ state: "ready", answers: DEPOSITOR, shows: "150" }) };

/** The player's level on its way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: DEPOSITOR }) };

/** The player's level could not be read: Try again reads it. */
export const LoadError: Story = {
  parameters: recordedApi({ state: "error", answers: DEPOSITOR, failing: ["userDetails"], shows: "150" }),
};

/** A visitor is invited to sign up or log in. */
export const Visitor: Story = {
  args: { signedIn: false },
  parameters: recordedApi({ state: "ready", answers: VISITOR, signedIn: false, shows: "Join the VIP club" }),
};
