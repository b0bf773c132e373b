import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { QuickLock } from "@casino/ui";

const meta = {
  title: "Screens/QuickLock",
  component: QuickLock,
  tags: ["autodocs"],
  args: { busy: false, error: null, onLock: fn() },
} satisfies Meta<typeof QuickLock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one-tap lock, ready. */
export const Ready: Story = {};
/** The lock is being sent. */
export const Locking: Story = { args: { busy: true } };
/** The back end refused it, in words. */
export const Refused: Story = { args: { error: "Something went wrong. Please try again." } };
