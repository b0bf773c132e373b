import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { RewardCalendarOptOut } from "@casino/ui";

const meta = {
  title: "Rewards/RewardCalendarOptOut",
  component: RewardCalendarOptOut,
  tags: ["autodocs"],
  args: { onChange: fn(), optedOut: false, busy: false },
} satisfies Meta<typeof RewardCalendarOptOut>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The calendar is shown; the box is clear. */
export const Shown: Story = {};
/** The player hid the calendar, and is told it worked. */
export const OptedOut: Story = { args: { optedOut: true, notice: "The rakeback calendar is hidden." } };
/** The change is being saved. */
export const Saving: Story = { args: { busy: true } };
/** The change failed. */
export const Failed: Story = { args: { error: "Something went wrong. Please try again." } };
