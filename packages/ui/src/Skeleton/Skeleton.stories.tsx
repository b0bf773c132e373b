import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "@casino/ui";

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  tags: ["autodocs"],
  args: { width: 240 },
  argTypes: { shape: { control: "inline-radio", options: ["text", "block", "circle"] } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of text. */
export const Text: Story = { args: { shape: "text" } };
/** A card or image. */
export const Block: Story = { args: { shape: "block", height: 120 } };
/** An avatar or icon. */
export const Circle: Story = { args: { shape: "circle", width: 48 } };
