import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChatPanel } from "@casino/ui";

const meta = {
  title: "Screens/ChatPanel",
  component: ChatPanel,
  tags: ["autodocs"],
  args: {
    messages: [
      { id: 1, author: "LuckyLeo", text: "Anyone on Book of Embers tonight?", sentAt: "2026-11-23T11:52:00Z" },
      { id: 2, author: "Marta K.", text: "Just hit the free spins 🎉", sentAt: "2026-11-23T11:54:00Z" },
      {
        id: 3,
        author: "Chad C.",
        text: "<b>Nice!</b> Markup stays as typed:\nit is text, never HTML.",
        sentAt: "2026-11-23T11:58:00Z",
      },
    ],
    participants: [
      { name: "Chad C.", status: "active" },
      { name: "LuckyLeo", status: "active" },
      { name: "Marta K.", status: "away" },
    ],
    viewer: "player",
    presence: "active",
    signInHref: "?modal=login",
    timeZone: "Europe/Malta",
    onSend: (): boolean => true,
  },
  argTypes: {
    viewer: { control: "inline-radio", options: ["guest", "player"] },
    presence: { control: "inline-radio", options: ["active", "away", "removed"] },
    headingLevel: { control: "inline-radio", options: [2, 3] },
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A signed-in player, active: the messages, who is in the chat, the field and the way to set themselves away. */
export const Player: Story = {};

/** A visitor reads the chat; instead of the field, a way to sign in. */
export const Guest: Story = { args: { viewer: "guest" } };

/** The player is away (set by them, or after 5 minutes without activity): still writes, with a way back. */
export const Away: Story = { args: { presence: "away" } };

/** Away for 30 minutes: the player left the chat and rejoins before writing. */
export const Removed: Story = { args: { presence: "removed" } };

/** Sent too quickly: the refusal in words above the field. */
export const RateLimited: Story = { args: { refusal: { kind: "rate-limited", retryAfterSeconds: 24 } } };

/** The message could not be sent. */
export const SendFailed: Story = { args: { refusal: { kind: "failed" } } };

/** A message is on its way. */
export const Sending: Story = { args: { sending: true } };

/** Nobody has written and nobody is in the chat yet. */
export const Empty: Story = { args: { messages: [], participants: [] } };

/** A long word and many lines: broken inside the log, never wider than it. */
export const LongMessages: Story = {
  args: {
    messages: [
      { id: 1, author: "AVeryLongNicknameThatGoesOnAndOn", text: "x".repeat(300), sentAt: "2026-11-23T11:50:00Z" },
      { id: 2, author: "Marta K.", text: "one\ntwo\nthree\nfour", sentAt: "2026-11-23T11:51:00Z" },
    ],
  },
};
