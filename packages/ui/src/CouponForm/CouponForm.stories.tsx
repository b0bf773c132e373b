import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { CouponForm } from "@casino/ui";

const meta = {
  title: "Rewards/CouponForm",
  component: CouponForm,
  tags: ["autodocs"],
  args: { onApply: fn(), applying: false, result: null, defaultCode: "" },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty field, waiting for a code. */
export const Empty: Story = {};
/** The code is being applied. */
export const Applying: Story = { args: { defaultCode: "SPRING25", applying: true } };
/** The coupon was applied: its bonus is the player's. */
export const Applied: Story = { args: { defaultCode: "SPRING25", result: { status: "applied" } } };
/** No coupon with this code could be applied. */
export const NotApplied: Story = {
  args: { defaultCode: "WINTER99", result: { status: "refused", messageKey: "error.other.coupon.not.applied" } },
};
/** The player redeemed this coupon before. */
export const AlreadyRedeemed: Story = {
  args: { defaultCode: "SPRING25", result: { status: "refused", messageKey: "error.other.coupon.already.redeemed" } },
};
