import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Button, SettingsCard } from "@casino/ui";

const meta = {
  title: "Primitives/SettingsCard",
  component: SettingsCard,
  tags: ["autodocs"],
  args: {
    title: "Session time limit",
    intro: "We sign you out when a session has lasted this long.",
    children: <p>No session time limit is set.</p>,
    actions: <Button onClick={fn()}>Set limit</Button>,
    error: null,
  },
} satisfies Meta<typeof SettingsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A heading, what the setting does, the setting and its button. */
export const Default: Story = {};
/** Only a heading and a sentence: a setting shown, not changed here. */
export const TextOnly: Story = { args: { children: undefined, actions: undefined } };
/** Two buttons that wrap on a phone. */
export const TwoActions: Story = {
  args: {
    actions: (
      <>
        <Button>Change</Button>
        <Button variant="secondary">Remove</Button>
      </>
    ),
  },
};
/** The back end refused the last change, in words. */
export const Refused: Story = { args: { error: "Something went wrong. Please try again." } };
