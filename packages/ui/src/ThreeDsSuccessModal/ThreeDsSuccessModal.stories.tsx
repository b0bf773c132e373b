import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { ThreeDsSuccessModal } from "@casino/ui";

const meta = {
  title: "Screens/ThreeDsSuccessModal",
  component: ThreeDsSuccessModal,
  tags: ["autodocs"],
  args: { open: true, onOpenChange: fn() },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
} satisfies Meta<typeof ThreeDsSuccessModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `?modal=deposit-3ds-success` */
export const Open: Story = {};
/** Closed: nothing shows. */
export const Closed: Story = { args: { open: false } };
