import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { FreezeForm } from "@casino/ui";

const meta = {
  title: "Screens/FreezeForm",
  component: FreezeForm,
  tags: ["autodocs"],
  args: {
    kind: "freeze",
    options: ["1d", "3d", "7d", "10d", "1w"],
    now: new Date("2026-03-04T12:00:00Z"),
    timeZone: "UTC",
    busy: false,
    error: null,
    defaultConfirming: null,
    onConfirm: fn(),
  },
} satisfies Meta<typeof FreezeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The freeze lengths, one day chosen. */
export const Choosing: Story = {};
/** The confirm of a 10-day freeze: until when, and what happens. */
export const ConfirmFreeze: Story = { args: { defaultConfirming: "10d" } };
/** The time-out lengths, 24 hours to 6 weeks. */
export const TimeOut: Story = { args: { kind: "time-out", options: ["24h", "3d", "1w", "2w", "4w", "6w"] } };
/** The confirm of a two-week time-out. */
export const ConfirmTimeOut: Story = {
  args: { kind: "time-out", options: ["24h", "3d", "1w", "2w", "4w", "6w"], defaultConfirming: "2w" },
};
/** The freeze is being sent. */
export const Sending: Story = { args: { defaultConfirming: "3d", busy: true } };
/** The back end refused it, in words. */
export const Refused: Story = {
  args: {
    defaultConfirming: "1d",
    error:
      "Your exclusion is in force: it can be extended or made permanent, but not shortened or lifted before it ends.",
  },
};
