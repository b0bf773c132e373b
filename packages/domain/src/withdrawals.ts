import { errorTextKey } from "./error-catalogue";
import type { WithdrawalMethod } from "./validation/withdrawal-form";
import { WITHDRAWAL_ERROR_CATALOGUE, type WithdrawalErrorCode } from "./withdrawal-errors";

/** Why a withdrawal is blocked, in the order the player should fix them. */
export const WITHDRAWAL_BLOCKERS = [
  "NO_SUCCESSFUL_DEPOSIT",
  "EMAIL_NOT_VERIFIED",
  "ACTIVE_BONUS",
  "DEPOSIT_WAGERING_UNMET",
] as const;

/** One reason a withdrawal is blocked. */
export type WithdrawalBlocker = (typeof WITHDRAWAL_BLOCKERS)[number];

/** The error code a back end answers for each blocker when a withdrawal is refused. */
export const WITHDRAWAL_BLOCKER_ERROR_CODES = {
  NO_SUCCESSFUL_DEPOSIT: "NO_DEPOSIT",
  EMAIL_NOT_VERIFIED: "REQUIRED_EMAIL_VERIFICATION",
  ACTIVE_BONUS: "WITHDRAWAL_ACTIVE_BONUS",
  DEPOSIT_WAGERING_UNMET: "DEPOSIT_WAGER_INCOMPLETE",
} as const satisfies Record<WithdrawalBlocker, WithdrawalErrorCode>;

/** The text key that explains each blocker: the text of its error code. */
export const WITHDRAWAL_BLOCKER_MESSAGE_KEYS: Readonly<Record<WithdrawalBlocker, string>> = {
  NO_SUCCESSFUL_DEPOSIT: errorTextKey(WITHDRAWAL_ERROR_CATALOGUE, WITHDRAWAL_BLOCKER_ERROR_CODES.NO_SUCCESSFUL_DEPOSIT),
  EMAIL_NOT_VERIFIED: errorTextKey(WITHDRAWAL_ERROR_CATALOGUE, WITHDRAWAL_BLOCKER_ERROR_CODES.EMAIL_NOT_VERIFIED),
  ACTIVE_BONUS: errorTextKey(WITHDRAWAL_ERROR_CATALOGUE, WITHDRAWAL_BLOCKER_ERROR_CODES.ACTIVE_BONUS),
  DEPOSIT_WAGERING_UNMET: errorTextKey(
    WITHDRAWAL_ERROR_CATALOGUE,
    WITHDRAWAL_BLOCKER_ERROR_CODES.DEPOSIT_WAGERING_UNMET,
  ),
};

/** Transaction statuses of the history and pending withdrawals. */
export const TRANSACTION_STATUSES = ["cancelled", "completed", "failed", "pending", "processing"] as const;

/** One transaction status. */
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/** Transaction types of the history, in the order a filter offers them. */
export const TRANSACTION_TYPES = ["deposit", "withdrawal", "bonus", "bet", "win", "rakeback"] as const;

/** One transaction type. */
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** The player as the withdrawal rules read them. */
export interface WithdrawalPlayer {
  /** get-user-details `activeBonus`: an object, a list, an id or a flag; empty values mean none. */
  activeBonus?: unknown;
  /** Deposit wagering still to play; above 0 blocks. */
  depositWagerLeft?: number | null;
  /** Successful deposits so far. */
  depositCount?: number | null;
  isEmailVerified?: boolean | null;
}

/**
 * Whether get-user-details' `activeBonus` names an active bonus, whatever its shape: `null`,
 * `false`, `0`, an empty string, list or object mean none.
 *
 * @example hasActiveBonus({ id: 7 }) // true
 * @example hasActiveBonus([]) // false
 */
// @__NO_SIDE_EFFECTS__
export function hasActiveBonus(activeBonus: unknown): boolean {
  if (activeBonus == null || activeBonus === false || activeBonus === 0 || activeBonus === "") return false;
  if (Array.isArray(activeBonus)) return activeBonus.length > 0;
  if (typeof activeBonus === "object") return Object.keys(activeBonus).length > 0;
  return true;
}

/**
 * Every reason the player cannot withdraw now, empty when they can: no successful deposit, an
 * unverified e-mail (unknown counts as unverified), an active bonus, deposit wagering left.
 * Self-exclusion is not a reason: a self-excluded player may still withdraw.
 *
 * @example withdrawalBlockers({ depositCount: 1, isEmailVerified: true, activeBonus: { id: 3 } }) // ["ACTIVE_BONUS"]
 */
// @__NO_SIDE_EFFECTS__
export function withdrawalBlockers(player: WithdrawalPlayer): WithdrawalBlocker[] {
  const blockers: WithdrawalBlocker[] = [];
  if ((player.depositCount ?? 0) < 1) blockers.push("NO_SUCCESSFUL_DEPOSIT");
  if (player.isEmailVerified !== true) blockers.push("EMAIL_NOT_VERIFIED");
  if (hasActiveBonus(player.activeBonus)) blockers.push("ACTIVE_BONUS");
  if ((player.depositWagerLeft ?? 0) > 0) blockers.push("DEPOSIT_WAGERING_UNMET");
  return blockers;
}

/**
 * Whether a withdrawal can still be cancelled, which unlocks its funds without fees: only while
 * it is pending (any case).
 *
 * @example canCancelWithdrawal("PENDING") // true
 * @example canCancelWithdrawal("processing") // false
 */
// @__NO_SIDE_EFFECTS__
export function canCancelWithdrawal(status: string | null | undefined): boolean {
  return status?.trim().toLowerCase() === "pending";
}

/** A payment method as the withdrawal form reads it. */
export interface WithdrawalPaymentMethod {
  name: string;
  paymentMethod?: string | null;
  /** The back end's crypto flag (a boolean, or `0`/`1`). */
  isCrypto?: unknown;
}

/**
 * Which withdrawal form a payment method asks for: crypto for a crypto method (wallet address and
 * network), UPI for `upi`, netbanking for `netbanking` (the bank name required), a bank transfer
 * for every other method.
 *
 * @example withdrawalMethodOf({ name: "upi" }) // "upi"
 * @example withdrawalMethodOf({ name: "tether", isCrypto: true }) // "crypto"
 * @example withdrawalMethodOf({ name: "skrill" }) // "bank"
 */
// @__NO_SIDE_EFFECTS__
export function withdrawalMethodOf(method: WithdrawalPaymentMethod): WithdrawalMethod {
  if (method.isCrypto === true || method.isCrypto === 1) return "crypto";
  const name = (method.paymentMethod ?? method.name).trim().toLowerCase();
  if (name === "upi") return "upi";
  if (name === "netbanking") return "netbanking";
  return "bank";
}
