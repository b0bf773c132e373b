import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BetSizeLimitForm } from "@casino/ui";

const meta = {
  title: "Screens/BetSizeLimitForm",
  component: BetSizeLimitForm,
  tags: ["autodocs"],
  args: {
    maxBet: null,
    minBet: null,
    currencyCode: "EUR",
    timeZone: "UTC",
    changeAllowedAt: null,
    busy: false,
    error: null,
    onSave: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof BetSizeLimitForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No minimum or maximum bet yet. */
export const NoLimits: Story = {};
/** A maximum and a minimum bet in force. */
export const WithLimits: Story = { args: { maxBet: 5, minBet: 0.2 } };
/** Changed less than an hour ago: Change Not Allowed, with the time it opens again. */
export const ChangeNotAllowed: Story = {
  args: { maxBet: 5, minBet: null, changeAllowedAt: new Date("2026-11-23T13:00:00Z") },
};
/** The change is being sent. */
export const Saving: Story = { args: { maxBet: 5, busy: true } };
/** The back end refused it, in words. */
export const Refused: Story = {
  args: { maxBet: 5, error: "Change Not Allowed: your bet limit can be changed once every hour." },
};
