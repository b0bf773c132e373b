import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SignUpNextSteps } from "@casino/ui";

const meta = {
  title: "Screens/SignUpNextSteps",
  component: SignUpNextSteps,
  tags: ["autodocs"],
  args: {
    steps: ["verify-email", "complete-profile"],
    email: "new.player@example.com",
    completeProfileHref: "/profile/edit-profile",
    onDone: fn(),
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof SignUpNextSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new player: the e-mail to verify and the profile to complete. */
export const BothSteps: Story = {};

/** Nothing left to do: only the way to the games. */
export const NothingLeft: Story = { args: { steps: [] } };
