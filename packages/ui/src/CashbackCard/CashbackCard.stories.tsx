import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CashbackCard } from "@casino/ui";

const now = new Date("2026-03-04T10:12:30Z");

const meta = {
  title: "Screens/CashbackCard",
  component: CashbackCard,
  tags: ["autodocs"],
  args: {
    variant: "default",
    theme: "curacao",
    amount: 12.35,
    currencyCode: "EUR",
    crypto: false,
    percent: 10,
    clock: () => now,
    onCycleEnd: fn(),
    onClaim: fn(),
    claiming: false,
    canClaim: true,
    hasNewRewards: false,
  },
  argTypes: {
    variant: { control: "inline-radio", options: ["default", "v2", "menu"] },
    theme: { control: "inline-radio", options: ["curacao", "lulu", "wincraft"] },
  },
} satisfies Meta<typeof CashbackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Today's amount, the countdown to :30 and the tooltip. */
export const Default: Story = {};
/** Nothing collected yet today. */
export const Empty: Story = { args: { amount: 0 } };
/** A crypto wallet: up to 8 decimals. */
export const Crypto: Story = { args: { amount: 0.00012345, currencyCode: "BTC", crypto: true } };
/** The v2 card with its claim button. */
export const V2: Story = { name: "v2", args: { variant: "v2" } };
/** The v2 claim is running. */
export const V2Claiming: Story = { name: "v2 claiming", args: { variant: "v2", claiming: true } };
/** The v2 card with nothing to claim. */
export const V2NothingToClaim: Story = {
  name: "v2 nothing to claim",
  args: { variant: "v2", amount: 0, canClaim: false },
};
/** In the menu, with new rewards to claim. */
export const InMenu: Story = { args: { variant: "menu", hasNewRewards: true } };
/** In the menu, nothing new. */
export const InMenuNoRewards: Story = { args: { variant: "menu" } };
/** The lulu theme: the card is not drawn. */
export const HiddenForLulu: Story = { args: { theme: "lulu" } };
/** The wincraft theme: the card is not drawn. */
export const HiddenForWincraft: Story = { args: { theme: "wincraft" } };
