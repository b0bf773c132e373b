import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SelfExclusionForm } from "@casino/ui";

const meta = {
  title: "Screens/SelfExclusionForm",
  component: SelfExclusionForm,
  tags: ["autodocs"],
  args: {
    now: new Date("2026-03-04T12:00:00Z"),
    timeZone: "UTC",
    busy: false,
    error: null,
    defaultConfirming: null,
    onConfirm: fn(),
  },
} satisfies Meta<typeof SelfExclusionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The periods and the permanent exclusion, one day chosen. */
export const Choosing: Story = {};
/** The confirm of a one-week exclusion: until when, and what happens. */
export const ConfirmWeek: Story = { args: { defaultConfirming: "1w" } };
/** The confirm of a permanent exclusion. */
export const ConfirmPermanent: Story = { args: { defaultConfirming: "permanent" } };
/** The confirm of an hour: it ends an hour from now, to the minute. */
export const ConfirmHour: Story = { args: { defaultConfirming: "1h" } };
/** A custom length in months or days, with its confirm. */
export const ConfirmCustom: Story = { args: { defaultConfirming: { value: 2, unit: "months" } } };
/** The exclusion is being sent. */
export const Sending: Story = { args: { defaultConfirming: "1m", busy: true } };
/** The back end refused it, in words. */
export const Refused: Story = {
  args: {
    defaultConfirming: "1d",
    error:
      "Your exclusion is in force: it can be extended or made permanent, but not shortened or lifted before it ends.",
  },
};
