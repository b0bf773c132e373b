import type { Meta, StoryObj } from "@storybook/react-vite";
import { fn } from "storybook/test";
import { BonusCard } from "@casino/ui";

const now = new Date("2026-03-04T10:00:00Z");

const meta = {
  title: "Rewards/BonusCard",
  component: BonusCard,
  tags: ["autodocs"],
  args: {
    variant: "active",
    bonus: {
      name: "Welcome package 150% up to 1000 EUR",
      bonusType: "deposit",
      bonusAmount: 150,
      wageredAmount: 1312.5,
      wagerLeft: 3937.5,
      wageringType: "REAL_TO_FUN",
      maxWinAmount: 5000,
      expiresAt: new Date("2026-03-30T08:15:00Z"),
    },
    currencyCode: "EUR",
    crypto: false,
    clock: () => now,
    playHref: "/casino/slots",
    onActivate: fn(),
    onCancel: fn(),
    onClaim: fn(),
    busy: null,
  },
  argTypes: { variant: { control: "inline-radio", options: ["active", "offer"] } },
} satisfies Meta<typeof BonusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An active deposit bonus: amount, wagering, maximum win and the countdown to its expiry. */
export const Active: Story = {};
/** Wagering done: the bonus can be claimed as cash. */
export const ReadyToClaim: Story = {
  args: { bonus: { ...meta.args.bonus, wageredAmount: 5250, wagerLeft: 0, wageringType: "REAL_MONEY_ONLY" } },
};
/** The claim is running. */
export const Claiming: Story = { args: { ...ReadyToClaim.args, busy: "claim" } };
/** Active free spins: spins left, their game and the play button. */
export const ActiveFreeSpins: Story = {
  args: {
    bonus: {
      name: "100 free spins on Book of Embers",
      bonusType: "freespins",
      freeSpinsLeft: 64,
      freeSpinGame: "Book of Embers",
      maxWinAmount: 100,
      expiresAt: new Date("2026-03-05T09:30:00Z"),
    },
  },
};
/** A deposit promotion on offer, with its conditions. */
export const Offer: Story = {
  args: {
    variant: "offer",
    bonus: {
      name: "Monday reload: 50% up to 200 EUR",
      bonusType: "deposit",
      depositBonusPercent: 50,
      maxBonusThreshold: 200,
      minDeposit: 20,
      wageringMultiplier: 35,
      validTo: "31 Mar 2026",
    },
  },
};
/** A free-spins promotion on offer. */
export const OfferFreeSpins: Story = {
  args: {
    variant: "offer",
    bonus: {
      name: "Happy hour: 20 free spins",
      bonusType: "freespins",
      freeSpinsQuantity: 20,
      freeSpinGame: "Orchard Frenzy",
      maxWinAmount: 100,
    },
  },
};
/** An offer the player cannot take today: why, in place of Activate. */
export const OfferUnavailable: Story = {
  args: {
    variant: "offer",
    bonus: {
      name: "Happy hour: 20 free spins",
      bonusType: "freespins",
      freeSpinsQuantity: 20,
      freeSpinGame: "Orchard Frenzy",
    },
    unavailable: "Not today: this bonus can be taken on Wednesday and Friday.",
  },
};
/** The activation was refused: the reason in words. */
export const OfferRefused: Story = {
  args: {
    variant: "offer",
    bonus: {
      name: "10 EUR welcome gift, no deposit",
      bonusType: "no_deposit",
      bonusAmount: 10,
      wageringMultiplier: 35,
    },
    error: "This bonus is not available for your account.",
  },
};
