import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button, EmptyState } from "@casino/ui";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  tags: ["autodocs"],
  args: { headingLevel: 3 },
  argTypes: { headingLevel: { control: "inline-radio", options: [2, 3, 4] } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The generic text, nothing else. */
export const Default: Story = {};
/** A headline, a reason and a way out. */
export const WithAction: Story = {
  args: {
    title: "No promotions today",
    description: "New offers appear every day. Come back tomorrow.",
    icon: "🎁",
    action: <Button>Browse games</Button>,
  },
};
