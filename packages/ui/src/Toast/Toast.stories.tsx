import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { Toast, ToastProvider } from "@casino/ui";

const meta = {
  title: "Primitives/Toast",
  component: Toast,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
  args: {
    open: true,
    onOpenChange: fn(),
    title: "Your profile has been updated.",
    tone: "success",
    durationMs: 600_000,
  },
  argTypes: { tone: { control: "inline-radio", options: ["info", "success", "error"] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = {
  args: { tone: "info", title: "New rewards to claim", description: "Open the rakeback calendar to claim them." },
};
export const ErrorWithAction: Story = {
  args: {
    tone: "error",
    title: "Something went wrong",
    description: "Try again later",
    action: { label: "Try again", altText: "Reload the page to try again", onAction: fn() },
  },
};
