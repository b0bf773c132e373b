import type { Meta, StoryObj } from "@storybook/react-vite";
import { WithdrawalBlockers } from "@casino/ui";

const meta = {
  title: "Cashier/WithdrawalBlockers",
  component: WithdrawalBlockers,
  tags: ["autodocs"],
  args: { blockers: ["ACTIVE_BONUS"], depositHref: "/deposit" },
} satisfies Meta<typeof WithdrawalBlockers>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A bonus is active. */
export const ActiveBonus: Story = {};
/** A new player: no deposit yet and the e-mail not verified, with the way to deposit. */
export const NewPlayer: Story = { args: { blockers: ["NO_SUCCESSFUL_DEPOSIT", "EMAIL_NOT_VERIFIED"] } };
/** Deposit wagering still to play. */
export const WageringLeft: Story = { args: { blockers: ["DEPOSIT_WAGERING_UNMET"] } };
