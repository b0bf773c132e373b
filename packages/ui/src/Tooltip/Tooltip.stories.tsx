import type { Meta, StoryObj } from "@storybook/react-vite";
import { IconButton, Tooltip } from "@casino/ui";

const infoIcon = (
  <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
    <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
    <path d="M12 11v6M12 7.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

const meta = {
  title: "Primitives/Tooltip",
  component: Tooltip,
  tags: ["autodocs"],
  args: {
    content: "Cashback is 10% of your net losses and is paid out every half hour, at :00 and :30.",
    children: <IconButton label="About cashback" icon={infoIcon} />,
  },
  argTypes: { side: { control: "inline-radio", options: ["top", "right", "bottom", "left"] } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Hover or focus the button to show the tip. */
export const OnHoverAndFocus: Story = {};
export const Shown: Story = { args: { open: true, side: "bottom" } };
