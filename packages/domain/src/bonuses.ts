import type { BonusActivationErrorCode } from "./bonus-errors";

/** Bonus types. */
export const BONUS_TYPES = ["no_deposit", "freespins", "instant_cashback", "deposit"] as const;

/** One bonus type. */
export type BonusType = (typeof BONUS_TYPES)[number];

/** Wagering types of a bonus. */
export const WAGERING_TYPES = ["REAL_TO_FUN", "REAL_MONEY_ONLY"] as const;

/** One wagering type. */
export type WageringType = (typeof WAGERING_TYPES)[number];

/** Bonus lifecycle states (active, availed/claimed, cancelled). */
export const BONUS_STATUSES = ["active", "availed", "cancelled"] as const;

/** One bonus status. */
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** Bonus types a player flagged for a duplicate account cannot take. */
export const DUPLICATE_ACCOUNT_EXCLUDED_BONUS_TYPES: readonly BonusType[] = ["no_deposit", "freespins"];

/** Text key of the warning shown before a deposit bonus replaces the active one. */
export const BONUS_CANCEL_WARNING_KEY = "bonus.cancel.warning";

/** A bonus the player has taken, as the rules read it. */
export interface PlayerBonus {
  id?: number | string | null;
  /** One of {@link BONUS_TYPES}, any case. */
  type: string;
  /** `active`, `availed`, `cancelled`; missing counts as active. */
  status?: string | null;
  /** The bonus money now held, burned when the bonus is cancelled. */
  amount?: number | null;
}

/** A bonus on offer. */
export interface BonusOffer {
  id?: number | string | null;
  type: string;
  /** The brand asks for a verified e-mail before this bonus. */
  requiresEmailVerification?: boolean | null;
  /** The brand asks for at least one deposit before this bonus (cashback always does). */
  requiresDeposit?: boolean | null;
}

/** The player as bonus activation reads them. */
export interface BonusPlayer {
  /** Bonuses taken; only those still active count. */
  bonuses?: readonly PlayerBonus[] | null;
  /** Flagged for a duplicate account. */
  duplicateAccount?: boolean | null;
  isEmailVerified?: boolean | null;
  depositCount?: number | null;
}

/** What activating an offer would do. */
export interface BonusActivationCheck {
  /** The offer can be taken now (possibly after the warning). */
  allowed: boolean;
  /** Why it cannot, as the activation error codes the back end would answer with. */
  blockers: BonusActivationErrorCode[];
  /** The active bonus a deposit bonus would cancel, after {@link BONUS_CANCEL_WARNING_KEY}. */
  cancels: PlayerBonus | null;
  /** Bonus money lost by that cancellation (0 when none). */
  burnsAmount: number;
}

function typeOf(bonus: { type: string }): string {
  return bonus.type.trim().toLowerCase();
}

function isActive(bonus: PlayerBonus): boolean {
  return bonus.status == null || bonus.status.trim().toLowerCase() === "active";
}

/**
 * The active bonus in each of the two slots: one free-spins bonus, and one other bonus (deposit or
 * no-deposit). Instant cashback is paid at once and holds no slot.
 *
 * @example activeBonusSlots([{ type: "freespins" }, { type: "deposit", status: "cancelled" }]) // { freeSpins: {...}, bonus: null }
 */
// @__NO_SIDE_EFFECTS__
export function activeBonusSlots(bonuses: readonly PlayerBonus[] | null | undefined): {
  bonus: PlayerBonus | null;
  freeSpins: PlayerBonus | null;
} {
  const active = (bonuses ?? []).filter(isActive);
  return {
    freeSpins: active.find((bonus) => typeOf(bonus) === "freespins") ?? null,
    bonus: active.find((bonus) => typeOf(bonus) === "deposit" || typeOf(bonus) === "no_deposit") ?? null,
  };
}

/**
 * Whether the player can take an offer, and what it would cancel:
 * - only one free-spins bonus may be active (ACTIVE_FREE_SPINS);
 * - only one other bonus may be active: a no-deposit bonus is refused (ACTIVE_BONUS), while a
 *   deposit bonus replaces the active one after the cancel warning, burning its amount;
 * - a duplicate-account player cannot take no-deposit or free-spins bonuses (BONUS_FRAUD);
 * - an unverified e-mail blocks offers that ask for one (REQUIRED_EMAIL_VERIFICATION);
 * - cashback needs a deposit (CASHBACK_NEED_DEPOSIT), and so do offers that ask for one
 *   (DEPOSITS_NUMBER).
 *
 * @example bonusActivation({ type: "deposit" }, { bonuses: [{ type: "no_deposit", amount: 5 }], isEmailVerified: true, depositCount: 2 }).burnsAmount // 5
 */
// @__NO_SIDE_EFFECTS__
export function bonusActivation(offer: BonusOffer, player: BonusPlayer): BonusActivationCheck {
  const type = typeOf(offer);
  const slots = activeBonusSlots(player.bonuses);
  const blockers: BonusActivationErrorCode[] = [];
  if (player.duplicateAccount === true && (DUPLICATE_ACCOUNT_EXCLUDED_BONUS_TYPES as readonly string[]).includes(type))
    blockers.push("BONUS_FRAUD");
  if (offer.requiresEmailVerification === true && player.isEmailVerified !== true)
    blockers.push("REQUIRED_EMAIL_VERIFICATION");
  const depositor = (player.depositCount ?? 0) > 0;
  if (type === "instant_cashback" && !depositor) blockers.push("CASHBACK_NEED_DEPOSIT");
  else if (offer.requiresDeposit === true && !depositor) blockers.push("DEPOSITS_NUMBER");
  if (type === "freespins" && slots.freeSpins !== null) blockers.push("ACTIVE_FREE_SPINS");
  if (type === "no_deposit" && slots.bonus !== null) blockers.push("ACTIVE_BONUS");
  const cancels = type === "deposit" ? slots.bonus : null;
  return { allowed: blockers.length === 0, blockers, cancels, burnsAmount: cancels?.amount ?? 0 };
}
