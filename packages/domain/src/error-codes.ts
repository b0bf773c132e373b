import { ACCOUNT_ERROR_CATALOGUE, type AccountErrorCode } from "./account-errors";
import { BET_LIMIT_ERROR_CATALOGUE, type BetLimitErrorCode } from "./bet-limit-errors";
import { BONUS_ACTIVATION_ERROR_CATALOGUE, type BonusActivationErrorCode } from "./bonus-errors";
import { COUPON_ERROR_CATALOGUE, type CouponErrorCode } from "./coupon-errors";
import { DEPOSIT_ERROR_CATALOGUE, type DepositErrorCode } from "./deposit-errors";
import { isCatalogueCode } from "./error-catalogue";
import { EXCLUSION_CHANGE_ERROR_CATALOGUE, type ExclusionChangeErrorCode } from "./exclusion-errors";
import { GENERIC_ERROR_CATALOGUE } from "./generic-errors";
import { LOGIN_ERROR_CATALOGUE, type LoginErrorCode } from "./login-errors";
import { isLogoutReason, type LogoutReason } from "./logout";
import { OTHER_ERROR_CATALOGUE } from "./other-errors";
import { WITHDRAWAL_ERROR_CATALOGUE, type WithdrawalErrorCode } from "./withdrawal-errors";

/**
 * The catalogues of codes a server sends, in the order a code is looked up when the failing
 * call's own catalogue does not hold it.
 */
export const SERVER_ERROR_CATALOGUES = [
  DEPOSIT_ERROR_CATALOGUE,
  BONUS_ACTIVATION_ERROR_CATALOGUE,
  BET_LIMIT_ERROR_CATALOGUE,
  WITHDRAWAL_ERROR_CATALOGUE,
  COUPON_ERROR_CATALOGUE,
  EXCLUSION_CHANGE_ERROR_CATALOGUE,
  LOGIN_ERROR_CATALOGUE,
  ACCOUNT_ERROR_CATALOGUE,
] as const;

/** Every catalogue with texts: the servers' codes, then the generic and other situations. */
export const ERROR_CATALOGUES = [...SERVER_ERROR_CATALOGUES, GENERIC_ERROR_CATALOGUE, OTHER_ERROR_CATALOGUE] as const;

/**
 * Every error code the catalogues know: the server catalogues' codes and the logout reasons a
 * server may send as a code.
 */
export type KnownErrorCode =
  | DepositErrorCode
  | BonusActivationErrorCode
  | BetLimitErrorCode
  | WithdrawalErrorCode
  | CouponErrorCode
  | ExclusionChangeErrorCode
  | LoginErrorCode
  | AccountErrorCode
  | LogoutReason;

/**
 * Whether a code is one the catalogues know, spelled as they spell it.
 *
 * @example isKnownErrorCode("PAYMENT_LIMIT_THRESHOLD") // true
 * @example isKnownErrorCode("SOMETHING_NEW") // false
 */
// @__NO_SIDE_EFFECTS__
export function isKnownErrorCode(code: unknown): code is KnownErrorCode {
  return isLogoutReason(code) || SERVER_ERROR_CATALOGUES.some((catalogue) => isCatalogueCode(catalogue, code));
}
