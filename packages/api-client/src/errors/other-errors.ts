/**
 * Withdrawal, coupon and other error codes (001 §8 "Other"). The spec names these failures but
 * not their codes; the codes are this project's contract (README), the keys the shared texts.
 */
export const WITHDRAWAL_ERRORS = {
  WITHDRAWAL_ACTIVE_BONUS: "error.withdraw.active.bonus",
  DEPOSIT_WAGER_INCOMPLETE: "error.withdraw.deposit.wager",
  NO_DEPOSIT: "error.withdraw.no.deposit",
  REQUIRED_EMAIL_VERIFICATION: "error.withdraw.email.unverified",
  WITHDRAWAL_FAILED: "error.withdraw.failed",
  CALC_ERROR: "error.withdraw.calc",
} as const;
/** A withdrawal error code. */
export type WithdrawalErrorCode = keyof typeof WITHDRAWAL_ERRORS;

/** Coupon error codes (001 §8 "coupon not applied; coupon already redeemed"). */
export const COUPON_ERRORS = {
  COUPON_NOT_APPLIED: "error.other.coupon.not.applied",
  COUPON_ALREADY_REDEEMED: "error.other.coupon.already.redeemed",
} as const;
/** A coupon error code. */
export type CouponErrorCode = keyof typeof COUPON_ERRORS;

/** Text keys of the rakeback claim modals (000 §8). */
export const RAKEBACK_CLAIM_KEYS = {
  successTitle: "rakeback.claim.title",
  successText: "rakeback.claim.text",
  errorTitle: "rakeback.error.claim.title",
  errorText: "rakeback.error.claim.text",
} as const;
