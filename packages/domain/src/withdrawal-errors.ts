import { errorCatalogue, isCatalogueCode } from "./error-catalogue";

/**
 * Withdrawal error codes. The failures are named by the product but their codes are this
 * project's contract (see docs/features.md, Withdrawals).
 */
export const WITHDRAWAL_ERROR_CODES = [
  "WITHDRAWAL_ACTIVE_BONUS",
  "DEPOSIT_WAGER_INCOMPLETE",
  "NO_DEPOSIT",
  "REQUIRED_EMAIL_VERIFICATION",
  "WITHDRAWAL_FAILED",
  "CALC_ERROR",
  "INSTANT_WITHDRAWAL_LIMIT",
] as const;

/** One withdrawal error code. */
export type WithdrawalErrorCode = (typeof WITHDRAWAL_ERROR_CODES)[number];

/** The withdrawal catalogue: texts `error.withdraw.<segment>`, named in words rather than by code. */
export const WITHDRAWAL_ERROR_CATALOGUE = errorCatalogue("withdraw", WITHDRAWAL_ERROR_CODES, {
  WITHDRAWAL_ACTIVE_BONUS: "active.bonus",
  DEPOSIT_WAGER_INCOMPLETE: "deposit.wager",
  NO_DEPOSIT: "no.deposit",
  REQUIRED_EMAIL_VERIFICATION: "email.unverified",
  WITHDRAWAL_FAILED: "failed",
  CALC_ERROR: "calc",
  INSTANT_WITHDRAWAL_LIMIT: "instant.limit",
} satisfies Record<WithdrawalErrorCode, string>);

/**
 * Whether a code is a withdrawal error code, spelled as the catalogue spells it.
 *
 * @example isWithdrawalErrorCode("NO_DEPOSIT") // true
 */
// @__NO_SIDE_EFFECTS__
export function isWithdrawalErrorCode(code: unknown): code is WithdrawalErrorCode {
  return isCatalogueCode(WITHDRAWAL_ERROR_CATALOGUE, code);
}
