import { PlayerProfileDetails } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DEPOSITOR, NEW_PLAYER } from "../test/recorded-answers.js";
import depositor from "../test/recorded/depositor.json";
import newPlayer from "../test/recorded/new-player.json";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

// The profile's details draw the user the page already read (the app's server loads it): no read
// of their own, so no loading or error state of their own either.
const meta = {
  title: "Features/Profile details",
  component: PlayerProfileDetails,
  decorators: [withRecordedApi],
  args: { user: depositor.userDetails.data.getUser, editProfileHref: "/profile2/edit", timeZone: "Europe/Malta" },
} satisfies Meta<typeof PlayerProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A depositor with every detail filled in. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: DEPOSITOR, shows: "Demo Depositor" }),
};

/** A new player: only what sign-up asked for. */
export const Empty: Story = {
  args: { user: newPlayer.userDetails.data.getUser },
  parameters: recordedApi({ state: "ready", answers: NEW_PLAYER, shows: "Nina New" }),
};
