import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ErrorState } from "@casino/ui";

const meta = {
  title: "Feedback/ErrorState",
  component: ErrorState,
  tags: ["autodocs"],
  args: { headingLevel: 3 },
  argTypes: { headingLevel: { control: "inline-radio", options: [2, 3, 4] } },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generic texts, no way to retry. */
export const Default: Story = {};
/** A server's message and a retry button. */
export const WithRetry: Story = { args: { message: "Service Unavailable", onRetry: fn() } };
/** The retry is running. */
export const Retrying: Story = { args: { message: "Service Unavailable", onRetry: fn(), retrying: true } };
