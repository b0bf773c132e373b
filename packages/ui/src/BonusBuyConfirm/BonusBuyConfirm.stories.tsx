import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BonusBuyConfirm } from "@casino/ui";

const meta = {
  title: "Rewards/BonusBuyConfirm",
  component: BonusBuyConfirm,
  args: { open: true, onConfirmBonusBuy: fn(), onConfirmRegularBet: fn(), onClose: fn(), busy: null },
} satisfies Meta<typeof BonusBuyConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bet over the bet limit: bonus buy or regular bet. */
export const Choice: Story = {};
/** The bonus buy is being placed. */
export const PlacingBonusBuy: Story = { args: { busy: "bonus-buy" } };

export const ChoiceNotRecorded: Story = { args: { error: "Something went wrong. Please try again." } };
