import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LinkedSignInOptions } from "@casino/ui";

const meta = {
  title: "Screens/LinkedSignInOptions",
  component: LinkedSignInOptions,
  tags: ["autodocs"],
  args: {
    providers: [
      { id: "demo-id", name: "Demo ID" },
      { id: "other-id", name: "Other ID" },
    ],
    onChoose: fn((_id: string) => undefined),
  },
  parameters: { layout: "padded" },
} satisfies Meta<typeof LinkedSignInOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One button per third party the brand offers. */
export const TwoProviders: Story = {};

/** On its way to the chosen one: that button is busy, the other waits. */
export const Pending: Story = { args: { pendingId: "demo-id" } };

/** The trip could not start: why, in words. */
export const Failed: Story = { args: { error: "Something went wrong. Please try again." } };
