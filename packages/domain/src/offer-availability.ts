import type { BonusActivationErrorCode } from "./bonus-errors";
import { bonusActivation, type BonusPlayer } from "./bonuses";
import { calendarDayInZone, isoWeekdayOf } from "./zoned-date";

/** What the availability rule reads of a promotion (get-all-bonus's row). */
export interface OfferTerms {
  /** One of the bonus types, any case. */
  bonusType?: string | null;
  /** ISO weekdays (1 Monday to 7 Sunday) on which it may be taken; missing or empty: every day. */
  calendarDays?: readonly number[] | null;
  /**
   * Deposits the player must have made before it (this project's field); a deposit bonus goes with
   * the deposit after exactly that many. Missing: any number.
   */
  requiredDepositCount?: number | null;
  /** The brand asks for a verified e-mail before it (this project's field). */
  requiresEmailVerification?: boolean | null;
}

/** Why a promotion cannot be taken today, as the activation error code the back end would answer with. */
export type OfferUnavailability =
  /** Not on today's weekday: the weekdays it is valid on. */
  | { code: "VALID_ON_DAYS"; days: number[] }
  /** More deposits are needed first. */
  | { code: "DEPOSITS_NUMBER"; required: number; made: number }
  /** A deposit bonus for a deposit the player has gone past (`depositNumber`: the one it goes with). */
  | { code: "DEPOSITS_NUMBER2"; depositNumber: number }
  /** The player's state refuses it (an active bonus or free spins, e-mail, cashback without deposit, fraud). */
  | { code: Exclude<BonusActivationErrorCode, "VALID_ON_DAYS" | "DEPOSITS_NUMBER" | "DEPOSITS_NUMBER2"> };

/**
 * Why the player cannot take a promotion now, or `null` when they can (`docs/features.md`,
 * "Bonuses"): the player's state first, as {@link bonusActivation} reads it (one bonus and one
 * free-spins bonus at a time, e-mail, cashback after a deposit); then the weekdays it is valid on,
 * today in `zone`; then the deposits it needs. A deposit bonus that would replace the active bonus is
 * available: taking it asks first (the burn warning). Ended and already taken promotions are
 * `availableOffers`' to leave out; the time of day and the number of participants are the back
 * end's to refuse.
 *
 * @example offerUnavailability({ bonusType: "freespins", calendarDays: [3, 5] }, { depositCount: 1 }, new Date("2026-11-23T12:00:00Z")) // { code: "VALID_ON_DAYS", days: [3, 5] }
 */
// @__NO_SIDE_EFFECTS__
export function offerUnavailability(
  offer: OfferTerms,
  player: BonusPlayer,
  now: Date,
  zone = "UTC",
): OfferUnavailability | null {
  const type = (offer.bonusType ?? "").trim().toLowerCase();
  const made = player.depositCount ?? 0;
  const required = offer.requiredDepositCount ?? null;
  const check = bonusActivation(
    { type, requiresEmailVerification: offer.requiresEmailVerification, requiresDeposit: false },
    player,
  );
  const [blocker] = check.blockers;
  if (
    blocker !== undefined &&
    blocker !== "VALID_ON_DAYS" &&
    blocker !== "DEPOSITS_NUMBER" &&
    blocker !== "DEPOSITS_NUMBER2"
  )
    return { code: blocker };
  const days = offer.calendarDays ?? [];
  if (days.length > 0 && !days.includes(isoWeekdayOf(calendarDayInZone(now, zone))))
    return { code: "VALID_ON_DAYS", days: [...days].sort((a, b) => a - b) };
  if (required !== null && made < required) return { code: "DEPOSITS_NUMBER", required, made };
  if (required !== null && type === "deposit" && made > required)
    return { code: "DEPOSITS_NUMBER2", depositNumber: required + 1 };
  return null;
}
