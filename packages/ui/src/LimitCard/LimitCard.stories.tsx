import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { LimitCard } from "@casino/ui";

const meta = {
  title: "Screens/LimitCard",
  component: LimitCard,
  tags: ["autodocs"],
  args: {
    kind: "deposit",
    periods: [],
    currencyCode: "EUR",
    coolingOffHours: 24,
    timeZone: "UTC",
    changeAllowedAt: null,
    savingPeriod: null,
    error: null,
    onSave: fn(),
    onRemove: fn(),
  },
  argTypes: { kind: { control: "inline-radio", options: ["deposit", "loss", "bet"] } },
} satisfies Meta<typeof LimitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No limit in any period yet, in a market with a 24-hour cooling-off. */
export const NoLimits: Story = {};
/** Where no market asks for a cooling-off, a change applies at once (the spec's rule). */
export const NoCoolingOff: Story = { args: { coolingOffHours: 0 } };
/** A daily and a monthly deposit limit with what is used of each. */
export const WithUsage: Story = {
  args: {
    periods: [
      { period: "daily", amount: 100, used: 60 },
      { period: "monthly", amount: 1000, used: 1000 },
    ],
  },
};
/** Notices in words at half and at all of a limit (the market's thresholds). */
export const Notices: Story = {
  args: {
    periods: [
      { period: "daily", amount: 100, used: 60, notice: 50 },
      { period: "weekly", amount: 300, used: 300, notice: 100 },
    ],
  },
};
/** A raise waiting for the cooling-off: the old limit applies until the date shown. */
export const RaisePending: Story = {
  args: {
    kind: "loss",
    periods: [
      { period: "weekly", amount: 200, used: 20, pendingAmount: 500, pendingUntil: new Date("2026-03-05T12:00:00Z") },
    ],
  },
};
/** A removal waiting for the cooling-off. */
export const RemovalPending: Story = {
  args: {
    periods: [
      { period: "daily", amount: 50, used: 0, pendingRemoval: true, pendingUntil: new Date("2026-03-05T12:00:00Z") },
    ],
  },
};
/** A bet limit changed less than an hour ago: "Change Not Allowed" with the time it opens. */
export const BetChangeNotAllowed: Story = {
  args: {
    kind: "bet",
    periods: [{ period: "daily", amount: 30, used: 12 }],
    changeAllowedAt: new Date("2026-03-04T13:00:00Z"),
  },
};
/** A change is being saved. */
export const Saving: Story = { args: { periods: [{ period: "daily", amount: 100, used: 0 }], savingPeriod: "daily" } };
/** The back end refused the change, in words. */
export const Refused: Story = {
  args: { periods: [{ period: "daily", amount: 100, used: 0 }], error: "The limit could not be saved. Try again." },
};
