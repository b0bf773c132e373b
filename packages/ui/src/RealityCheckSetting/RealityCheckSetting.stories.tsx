import type { Meta, StoryObj } from "@storybook/react-vite";
import { RealityCheckSetting } from "@casino/ui";

const meta = {
  title: "Safety/RealityCheckSetting",
  component: RealityCheckSetting,
  tags: ["autodocs"],
  args: { options: [15, 30, 60, 120], defaultMinutes: null, chosen: null, onChange: () => {} },
} satisfies Meta<typeof RealityCheckSetting>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off, where the market has no default: the player may turn it on. */
export const Off: Story = {};
/** A market with an hourly default: the player keeps it or chooses another. */
export const MarketDefault: Story = { args: { defaultMinutes: 60 } };
/** The player chose every 15 minutes; the change was saved. */
export const Chosen: Story = { args: { chosen: 15, notice: "Saved. Your reality check: Every 15 minutes." } };
/** The change is being saved. */
export const Saving: Story = { args: { chosen: 30, busy: true } };
/** The change was refused, in words. */
export const Refused: Story = { args: { error: "The setting could not be saved. Please try again." } };
