import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { SessionLimitForm } from "@casino/ui";

const meta = {
  title: "Screens/SessionLimitForm",
  component: SessionLimitForm,
  tags: ["autodocs"],
  args: { currentMinutes: null, busy: false, error: null, onSave: fn(), onRemove: fn() },
} satisfies Meta<typeof SessionLimitForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No session time limit yet. */
export const NoLimit: Story = {};
/** A two-hour limit in force, with Change and Remove. */
export const WithLimit: Story = { args: { currentMinutes: 120 } };
/** A change is being sent. */
export const Saving: Story = { args: { currentMinutes: 120, busy: true } };
/** The back end refused the update, in words. */
export const UpdateFailed: Story = {
  args: { currentMinutes: 120, error: "The session time limit could not be updated." },
};
/** The back end refused the removal, in words. */
export const RemoveFailed: Story = {
  args: { currentMinutes: 120, error: "The session time limit could not be removed." },
};
