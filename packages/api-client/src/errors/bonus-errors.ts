/** Bonus activation error codes (001 §8) and the text key each shows. */
export const BONUS_ACTIVATION_ERRORS = {
  /** The activation window after registration was missed. */
  REGISTRATION_BONUS: "error.bonus.REGISTRATION_BONUS",
  MAXIMUM_PARTICIPANTS: "error.bonus.MAXIMUM_PARTICIPANTS",
  /** Already used. */
  RETRY_PERIOD: "error.bonus.RETRY_PERIOD",
  DAYS_VALID: "error.bonus.DAYS_VALID",
  /** Shows a reference of promotion, user and user bonus ids (from the error body's `data`). */
  UNIFIED_ERROR: "error.bonus.UNIFIED_ERROR",
  /** Wrong deposit count. */
  DEPOSITS_NUMBER: "error.bonus.DEPOSITS_NUMBER",
  DEPOSITS_NUMBER2: "error.bonus.DEPOSITS_NUMBER2",
  ACTIVE_FREE_SPINS: "error.bonus.ACTIVE_FREE_SPINS",
  ACTIVE_BONUS: "error.bonus.ACTIVE_BONUS",
  CANCELLED: "error.bonus.CANCELLED",
  /** Loss below the minimum. */
  NO_CASHBACK: "error.bonus.NO_CASHBACK",
  /** The cashback was put in the rakeback calendar. */
  ADD_TO_CALENDAR: "error.bonus.ADD_TO_CALENDAR",
  REQUIRED_EMAIL_VERIFICATION: "error.bonus.REQUIRED_EMAIL_VERIFICATION",
  VALID_ON_DAYS: "error.bonus.VALID_ON_DAYS",
  /** Only within a time window. */
  START_TIME_ERROR: "error.bonus.START_TIME_ERROR",
  END_TIME_ERROR: "error.bonus.END_TIME_ERROR",
  BONUS_FRAUD: "error.bonus.BONUS_FRAUD",
  CASHBACK_NEED_DEPOSIT: "error.bonus.CASHBACK_NEED_DEPOSIT",
} as const;

/** A bonus activation error code. */
export type BonusActivationErrorCode = keyof typeof BONUS_ACTIVATION_ERRORS;
