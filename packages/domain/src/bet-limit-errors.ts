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

/**
 * The refusals Confirm Bonus Buy can lift (see docs/features.md, "Limits"): the player's own bet
 * limits, the maximum bet and the daily, weekly and monthly bet limits. Loss limits, the game's
 * bet range and the bonus maximum bet stay, whatever the player confirms.
 */
export const BONUS_BUY_LIFTABLE_CODES = [
  "MAX_BET_LIMIT_REACHED",
  "maxBetLimit",
  "dailyBetLimit",
  "weeklyBetLimit",
  "monthlyBetLimit",
] as const satisfies readonly BetLimitErrorCode[];

/**
 * Whether a refused bonus buy may be confirmed past its refusal (only its next transaction then
 * skips the bet limit checks), matched without case.
 *
 * @example bonusBuyMayLift("dailyBetLimit") // true
 * @example bonusBuyMayLift("dailyLossLimit") // false
 */
// @__NO_SIDE_EFFECTS__
export function bonusBuyMayLift(code: string | null | undefined): boolean {
  const lower = code?.toLowerCase();
  return BONUS_BUY_LIFTABLE_CODES.some((liftable) => liftable.toLowerCase() === lower);
}
