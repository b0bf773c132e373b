import { LiveChat } from "@casino/features";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { CHAT_IN_USE, DEPOSITOR, VISITOR } from "../test/recorded-answers.js";
import { recordedApi, withRecordedApi } from "../test/with-recorded-api.js";

const meta = {
  title: "Features/Chat",
  component: LiveChat,
  decorators: [withRecordedApi],
  // No socket answers here: the room is what the recording holds (the realtime client keeps trying quietly).
  args: { socketUrl: "http://127.0.0.1:9", signedIn: true, signInHref: "?modal=login", timeZone: "Europe/Malta" },
} satisfies Meta<typeof LiveChat>;

export default meta;
type Story = StoryObj<typeof meta>;

// The player's presence is posted as they join; the answer is the room's participants.
const PRESENT = { success: true, data: { participants: CHAT_IN_USE.data.participants } };
const TALKING = { ...DEPOSITOR, chatRoom: CHAT_IN_USE, chatPresence: PRESENT };

/** A signed-in player in a room where people talk. */
export const SignedIn: Story = {
  parameters: recordedApi({ state: "ready", answers: TALKING, shows: "Book of Embers just paid 40x!" }),
};

/** The room on its way. */
export const Loading: Story = { parameters: recordedApi({ state: "loading", answers: TALKING }) };

/** The room could not be read: Try again reads it. */
export const LoadError: Story = {
  parameters: recordedApi({
    state: "error",
    answers: TALKING,
    failing: ["chatRoom"],
    shows: "Book of Embers just paid 40x!",
  }),
};

/** A quiet room (the reference API's fresh start). */
export const Empty: Story = {
  parameters: recordedApi({
    state: "ready",
    answers: { ...DEPOSITOR, chatPresence: { success: true, data: { participants: [] } } },
    shows: "No messages yet.",
  }),
};

/** A visitor reads along and is asked to log in to write. */
export const Visitor: Story = {
  args: { signedIn: false },
  parameters: recordedApi({
    state: "ready",
    answers: { ...VISITOR, chatRoom: CHAT_IN_USE },
    signedIn: false,
    shows: "Book of Embers just paid 40x!",
  }),
};
