import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { PreferenceToggle } from "@casino/ui";

const meta = {
  title: "Primitives/PreferenceToggle",
  component: PreferenceToggle,
  tags: ["autodocs"],
  args: {
    title: "Ghost mode",
    hint: "Hide your name on leaderboards and winners lists. Your play and prizes stay the same.",
    label: "Hide my name",
    checked: false,
    busy: false,
    onChange: fn(),
  },
} satisfies Meta<typeof PreferenceToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off. */
export const Off: Story = {};
/** Turned on, and told it worked. */
export const On: Story = { args: { checked: true, notice: "Your name is now hidden on leaderboards." } };
/** The change is being saved. */
export const Saving: Story = { args: { busy: true } };
/** The change failed. */
export const Failed: Story = { args: { error: "Something went wrong. Please try again." } };
