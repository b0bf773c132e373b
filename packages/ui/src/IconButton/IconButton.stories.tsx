import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { IconButton } from "@casino/ui";

const refreshIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
    <path
      d="M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

const meta = {
  title: "Primitives/IconButton",
  component: IconButton,
  tags: ["autodocs"],
  args: { label: "Refresh", icon: refreshIcon, onClick: fn() },
  argTypes: { variant: { control: "inline-radio", options: ["primary", "secondary", "ghost"] } },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};
export const Primary: Story = { args: { variant: "primary" } };
export const Small: Story = { args: { size: "sm", variant: "secondary" } };
export const Busy: Story = { args: { busy: true } };
