import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BonusCancelDialog } from "@casino/ui";

const meta = {
  title: "Rewards/BonusCancelDialog",
  component: BonusCancelDialog,
  args: {
    open: true,
    bonusName: "Welcome package 150% up to 1000 EUR",
    amount: 150,
    currencyCode: "EUR",
    crypto: false,
    onConfirm: fn(),
    onKeep: fn(),
    cancelling: false,
  },
} satisfies Meta<typeof BonusCancelDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The warning: the current amount will be burnt. */
export const Warning: Story = {};
/** The cancellation is running. */
export const Cancelling: Story = { args: { cancelling: true } };
/** Activating another deposit bonus: the warning that names the active bonus and the amount burnt. */
export const ReplaceWarning: Story = { args: { replacedBy: "Monday reload: 50% up to 200 EUR" } };
/** The activation is running after Continue. */
export const Replacing: Story = { args: { ...ReplaceWarning.args, cancelling: true } };
