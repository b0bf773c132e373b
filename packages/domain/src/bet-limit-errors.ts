import { errorCatalogue, errorTextKey, findCatalogueCode, isCatalogueCode } from "./error-catalogue";

/**
 * Bet and loss limit error codes. The limit codes are camelCase as the server sends them; the
 * breaches named without a code (min and max bet, bonus max bet, a change within the hour) use
 * upper-case codes of this project's contract.
 */
export const BET_LIMIT_ERROR_CODES = [
  "MAX_BET_LIMIT_REACHED",
  "maxBetLimit",
  "dailyBetLimit",
  "weeklyBetLimit",
  "monthlyBetLimit",
  "dailyLossLimit",
  "weeklyLossLimit",
  "monthlyLossLimit",
  "MIN_BET",
  "MAX_BET",
  "BONUS_MAX_BET",
  "CHANGE_NOT_ALLOWED",
] as const;

/** One bet limit error code. */
export type BetLimitErrorCode = (typeof BET_LIMIT_ERROR_CODES)[number];

/** The bet limit catalogue: texts `error.bet.limit.<code>`. */
export const BET_LIMIT_ERROR_CATALOGUE = errorCatalogue("bet.limit", BET_LIMIT_ERROR_CODES);

/**
 * Whether a code is a bet limit error code, spelled as the catalogue spells it.
 *
 * @example isBetLimitErrorCode("dailyBetLimit") // true
 */
// @__NO_SIDE_EFFECTS__
export function isBetLimitErrorCode(code: unknown): code is BetLimitErrorCode {
  return isCatalogueCode(BET_LIMIT_ERROR_CATALOGUE, code);
}

/**
 * The text key of a bet limit error code, matched without case, or `null` for an unknown code.
 *
 * @example betLimitErrorMessageKey("DAILYBETLIMIT") // "error.bet.limit.dailyBetLimit"
 */
// @__NO_SIDE_EFFECTS__
export function betLimitErrorMessageKey(code: string | null | undefined): string | null {
  const match = findCatalogueCode(BET_LIMIT_ERROR_CATALOGUE, code);
  return match === null ? null : errorTextKey(BET_LIMIT_ERROR_CATALOGUE, match);
}
