/**
 * Deposit error codes (001 §8) and the text key each shows. The server sends the code as the
 * error body's `errorCode`.
 */
export const DEPOSIT_ERRORS = {
  /** The cashier could not open: the profile needs verification or the country is blocked (VPN). */
  GLOBAL_ERROR: "error.deposit.GLOBAL_ERROR",
  DEPOSIT_COUNTRY_BLOCK: "error.deposit.DEPOSIT_COUNTRY_BLOCK",
  REQUIRED_EMAIL_VERIFICATION: "error.deposit.REQUIRED_EMAIL_VERIFICATION",
  /** Daily deposit limit reached. */
  PAYMENT_LIMIT_THRESHOLD: "error.deposit.PAYMENT_LIMIT_THRESHOLD",
  TRANSACTION_FAILED: "error.deposit.TRANSACTION_FAILED",
  AMOUNT_BELOW_ZERO: "error.deposit.AMOUNT_BELOW_ZERO",
  UNIFIED_ERROR: "error.deposit.UNIFIED_ERROR",
  /** Amount outside the provider's minimum and maximum. */
  PAYMENT_PROVIDER_LIMIT_THRESHOLD: "error.deposit.PAYMENT_PROVIDER_LIMIT_THRESHOLD",
  PROVIDER_ERROR: "error.deposit.PROVIDER_ERROR",
  /** Phone too short. */
  PHONE_ERROR: "error.deposit.PHONE_ERROR",
  /** Currency unsupported. */
  PAYMENT_SERVICE_ERROR: "error.deposit.PAYMENT_SERVICE_ERROR",
} as const;

/** A deposit error code. */
export type DepositErrorCode = keyof typeof DEPOSIT_ERRORS;
