import type { Meta, StoryObj } from "@storybook/react-vite";
import { LoyaltyProgress } from "@casino/ui";

const meta = {
  title: "Screens/LoyaltyProgress",
  component: LoyaltyProgress,
  tags: ["autodocs"],
  args: { level: 3, points: 250, pointsUntilNextLevel: 750, xp: 1200 },
  parameters: { layout: "padded" },
} satisfies Meta<typeof LoyaltyProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A quarter of the way through level 3. */
export const InProgress: Story = {};

/** A newcomer: nothing earned yet. */
export const Newcomer: Story = { args: { level: 1, points: 0, pointsUntilNextLevel: 100, xp: 0 } };

/** The top level: nothing left to earn. */
export const TopLevel: Story = { args: { level: "VIP", points: 50000, pointsUntilNextLevel: 0, xp: 90000 } };
