import type { Meta, StoryObj } from "@storybook/react-vite";
import { VisuallyHidden } from "@casino/ui";

const meta = {
  title: "Primitives/VisuallyHidden",
  component: VisuallyHidden,
  args: { children: "Read by screen readers only" },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A line for screen readers, wrapped in a span. */
export const Text: Story = {};
/** A page's title, hidden itself (a home page whose hero says it in pictures). */
export const Heading: Story = { args: { asChild: true, children: <h1>Demo Casino</h1> } };
