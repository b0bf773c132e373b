import { errorCatalogue, errorTextKey, findCatalogueCode, isCatalogueCode } from "./error-catalogue";
import { GENERIC_ERROR_CATALOGUE } from "./generic-errors";

/** Error codes a bonus activation returns: the spec's eighteen, then this project's. */
export const BONUS_ACTIVATION_ERROR_CODES = [
  "REGISTRATION_BONUS",
  "MAXIMUM_PARTICIPANTS",
  "RETRY_PERIOD",
  "DAYS_VALID",
  "UNIFIED_ERROR",
  "DEPOSITS_NUMBER",
  "DEPOSITS_NUMBER2",
  "ACTIVE_FREE_SPINS",
  "ACTIVE_BONUS",
  "CANCELLED",
  "NO_CASHBACK",
  "ADD_TO_CALENDAR",
  "REQUIRED_EMAIL_VERIFICATION",
  "VALID_ON_DAYS",
  "START_TIME_ERROR",
  "END_TIME_ERROR",
  "BONUS_FRAUD",
  "CASHBACK_NEED_DEPOSIT",
  // This project's: a deposit bonus would cancel the active bonus, and the player has not said yes (docs/features.md, "Bonuses").
  "ACTIVE_BONUS_WOULD_BE_CANCELLED",
] as const;

/** One bonus activation error code. */
export type BonusActivationErrorCode = (typeof BONUS_ACTIVATION_ERROR_CODES)[number];

/** The bonus activation catalogue: texts `error.bonus.<CODE>`. */
export const BONUS_ACTIVATION_ERROR_CATALOGUE = errorCatalogue("bonus", BONUS_ACTIVATION_ERROR_CODES);

/**
 * Whether a code is a bonus activation error code, spelled as the catalogue spells it.
 *
 * @example isBonusActivationErrorCode("RETRY_PERIOD") // true
 */
// @__NO_SIDE_EFFECTS__
export function isBonusActivationErrorCode(code: unknown): code is BonusActivationErrorCode {
  return isCatalogueCode(BONUS_ACTIVATION_ERROR_CATALOGUE, code);
}

/** What a bonus activation code means and which text shows it. */
export interface BonusActivationErrorInfo {
  code: BonusActivationErrorCode;
  /** The text key (`error.bonus.<CODE>`). */
  messageKey: string;
  meaning: string;
  /**
   * ADD_TO_CALENDAR reports where the cashback went rather than a failure: show it as
   * information, not as an error.
   */
  informational: boolean;
}

const MEANINGS = {
  REGISTRATION_BONUS: "The activation window after registration was missed.",
  MAXIMUM_PARTICIPANTS: "The bonus has reached its maximum number of participants.",
  RETRY_PERIOD: "The player already used this bonus.",
  DAYS_VALID: "The bonus is no longer valid.",
  UNIFIED_ERROR: "Activation failed; the text shows a reference of promotion, user and user bonus ids.",
  DEPOSITS_NUMBER: "The player's deposit count does not fit the bonus.",
  DEPOSITS_NUMBER2: "The player's deposit count does not fit the bonus.",
  ACTIVE_FREE_SPINS: "A free-spins bonus is already active; only one may be.",
  ACTIVE_BONUS: "A bonus is already active; only one may be.",
  CANCELLED: "The bonus was cancelled.",
  NO_CASHBACK: "The player's loss is below the cashback minimum.",
  ADD_TO_CALENDAR: "The cashback was put in the rakeback calendar.",
  REQUIRED_EMAIL_VERIFICATION: "The player must verify their e-mail address first.",
  VALID_ON_DAYS: "The bonus is not valid on this day of the week.",
  START_TIME_ERROR: "The bonus can only be activated within its time window, which has not started.",
  END_TIME_ERROR: "The bonus can only be activated within its time window, which has ended.",
  BONUS_FRAUD: "The bonus is not available to this account (duplicate account or abuse).",
  CASHBACK_NEED_DEPOSIT: "Cashback needs at least one deposit.",
  ACTIVE_BONUS_WOULD_BE_CANCELLED:
    "Taking this deposit bonus would cancel the active bonus and burn its amount; the call did not say the player agreed.",
} satisfies Record<BonusActivationErrorCode, string>;

/** Every bonus activation code with its meaning and text key. */
export const BONUS_ACTIVATION_ERRORS: Readonly<Record<BonusActivationErrorCode, BonusActivationErrorInfo>> =
  Object.fromEntries(
    BONUS_ACTIVATION_ERROR_CODES.map((code) => [
      code,
      {
        code,
        messageKey: errorTextKey(BONUS_ACTIVATION_ERROR_CATALOGUE, code),
        meaning: MEANINGS[code],
        informational: code === "ADD_TO_CALENDAR",
      },
    ]),
  ) as Record<BonusActivationErrorCode, BonusActivationErrorInfo>;

/** Text key shown for a bonus activation code this package does not know. */
export const BONUS_ERROR_FALLBACK_MESSAGE_KEY = errorTextKey(GENERIC_ERROR_CATALOGUE, "something.went.wrong");

/**
 * Reads a bonus activation code from a server answer, in any case; `null` when unknown.
 *
 * @example bonusActivationErrorCode("active_free_spins") // "ACTIVE_FREE_SPINS"
 */
// @__NO_SIDE_EFFECTS__
export function bonusActivationErrorCode(value: string | null | undefined): BonusActivationErrorCode | null {
  return findCatalogueCode(BONUS_ACTIVATION_ERROR_CATALOGUE, value);
}

/**
 * The meaning and text key of a bonus activation code, or `null` for an unknown one.
 *
 * @example describeBonusActivationError("NO_CASHBACK")?.messageKey // "error.bonus.NO_CASHBACK"
 */
// @__NO_SIDE_EFFECTS__
export function describeBonusActivationError(value: string | null | undefined): BonusActivationErrorInfo | null {
  const code = bonusActivationErrorCode(value);
  return code === null ? null : BONUS_ACTIVATION_ERRORS[code];
}

/**
 * The text key to show for a bonus activation code; unknown codes show "Something went wrong".
 *
 * @example bonusActivationErrorMessageKey("BONUS_FRAUD") // "error.bonus.BONUS_FRAUD"
 */
// @__NO_SIDE_EFFECTS__
export function bonusActivationErrorMessageKey(value: string | null | undefined): string {
  return describeBonusActivationError(value)?.messageKey ?? BONUS_ERROR_FALLBACK_MESSAGE_KEY;
}

/**
 * The placeholder values of UNIFIED_ERROR's text, a reference support can look up: promotion,
 * user and user bonus ids (`[PROMOTION_ID]`, `[USER_ID]`, `[USER_BONUS_ID]`); a missing id shows "-".
 *
 * @example bonusErrorReference({ promotionId: 12, userId: 34, userBonusId: 56 }) // { PROMOTION_ID: "12", USER_ID: "34", USER_BONUS_ID: "56" }
 */
// @__NO_SIDE_EFFECTS__
export function bonusErrorReference(ids: {
  promotionId?: number | string | null;
  userId?: number | string | null;
  userBonusId?: number | string | null;
}): { PROMOTION_ID: string; USER_ID: string; USER_BONUS_ID: string } {
  const show = (id: number | string | null | undefined) => (id == null || id === "" ? "-" : String(id));
  return { PROMOTION_ID: show(ids.promotionId), USER_ID: show(ids.userId), USER_BONUS_ID: show(ids.userBonusId) };
}
