import type { Meta, StoryObj } from "@storybook/react-vite";
import { UsageMeter } from "@casino/ui";

const meta = {
  title: "Safety/UsageMeter",
  component: UsageMeter,
  tags: ["autodocs"],
  args: { percent: 20, label: "Daily limit used" },
} satisfies Meta<typeof UsageMeter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Little used. */
export const Low: Story = {};
/** Half or more used: the warning colour. */
export const Half: Story = { args: { percent: 60 } };
/** The whole limit used. */
export const Full: Story = { args: { percent: 100 } };
