import { DEPOSIT_OUTCOMES } from "@casino/domain";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { DepositOutcomeModal } from "@casino/ui";

const meta = {
  title: "Screens/DepositOutcomeModal",
  component: DepositOutcomeModal,
  tags: ["autodocs"],
  args: { open: true, outcome: "failed", methodName: "skrill", onOpenChange: fn(), onAlternativeMethod: fn() },
  argTypes: { outcome: { control: "select", options: DEPOSIT_OUTCOMES } },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof DepositOutcomeModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `?modal=deposit-failed` */
export const Failed: Story = {};
/** `?modal=deposit-success`: no alternative method. */
export const Success: Story = { args: { outcome: "success", methodName: "visa" } };
/** `?modal=deposit-return` */
export const Return: Story = { args: { outcome: "return" } };
/** `?modal=deposit-decline`, a card method. */
export const Decline: Story = { args: { outcome: "decline", methodName: "mastercard" } };
/** `?modal=deposit-cancel` */
export const Cancel: Story = { args: { outcome: "cancel" } };
/** `?modal=deposit-pending` */
export const Pending: Story = { args: { outcome: "pending" } };
/** No `met` parameter: the message names no method. */
export const WithoutMethodName: Story = { args: { methodName: null } };
