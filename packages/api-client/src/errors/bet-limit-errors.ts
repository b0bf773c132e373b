/**
 * Bet-limit error codes (001 §8) and the text key each shows. The spec names the limit codes in
 * camelCase as the server sends them; the breaches it names without a code (min/max bet, bonus
 * max bet, a change within the hour) use the upper-case codes of this project's contract.
 */
export const BET_LIMIT_ERRORS = {
  MAX_BET_LIMIT_REACHED: "error.bet.limit.MAX_BET_LIMIT_REACHED",
  maxBetLimit: "error.bet.limit.maxBetLimit",
  dailyBetLimit: "error.bet.limit.dailyBetLimit",
  weeklyBetLimit: "error.bet.limit.weeklyBetLimit",
  monthlyBetLimit: "error.bet.limit.monthlyBetLimit",
  dailyLossLimit: "error.bet.limit.dailyLossLimit",
  weeklyLossLimit: "error.bet.limit.weeklyLossLimit",
  monthlyLossLimit: "error.bet.limit.monthlyLossLimit",
  MIN_BET: "error.bet.limit.MIN_BET",
  MAX_BET: "error.bet.limit.MAX_BET",
  BONUS_MAX_BET: "error.bet.limit.BONUS_MAX_BET",
  /** A bet-limit change within an hour of the last one (001 §5). */
  CHANGE_NOT_ALLOWED: "error.bet.limit.CHANGE_NOT_ALLOWED",
} as const;

/** A bet-limit error code. */
export type BetLimitErrorCode = keyof typeof BET_LIMIT_ERRORS;
