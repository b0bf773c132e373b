import { availableOffers } from "./wagering";
import { calendarDayInZone, DEFAULT_TIME_ZONE } from "./zoned-date";

/** The bonus types a player can take without paying in: a no-deposit bonus and free spins. */
export const FREE_MONEY_BONUS_TYPES = ["no_deposit", "freespins"] as const;

/** What the free-money rule reads of a promotion (get-all-bonus's row). */
export interface FreeMoneyOfferTerms {
  id: number | string;
  /** One of the bonus types, any case. */
  bonusType?: string | null;
  /** Deposits the player must have made before it (this project's field); missing or 0: none. */
  requiredDepositCount?: number | null;
  /** Its last day (`yyyy-MM-dd` or an ISO instant); missing: open-ended. */
  validTo?: string | null;
}

/**
 * Whether a promotion can be taken without a deposit (`docs/features.md`, "Free money"): a
 * no-deposit bonus or free spins that asks for no deposit before it.
 *
 * @example isFreeMoneyOffer({ id: 4, bonusType: "no_deposit" }) // true
 * @example isFreeMoneyOffer({ id: 5, bonusType: "instant_cashback" }) // false
 */
// @__NO_SIDE_EFFECTS__
export function isFreeMoneyOffer(offer: Omit<FreeMoneyOfferTerms, "id">): boolean {
  const type = (offer.bonusType ?? "").trim().toLowerCase();
  return (FREE_MONEY_BONUS_TYPES as readonly string[]).includes(type) && (offer.requiredDepositCount ?? 0) === 0;
}

/**
 * The promotions of `/freemoney` (`docs/features.md`, "Free money"): those a player can take
 * without a deposit ({@link isFreeMoneyOffer}), not ended on today's date in `zone` and not taken
 * before by this player (`taken`: the player's bonuses; none for a visitor), in the catalogue's
 * order. Whether the player can take one today (weekdays, e-mail, an active bonus) is
 * `offerUnavailability`'s, said on the card.
 *
 * @example freeMoneyOffers([{ id: 4, bonusType: "no_deposit" }, { id: 1, bonusType: "deposit" }], [], new Date("2026-11-23T12:00:00Z")) // [{ id: 4, bonusType: "no_deposit" }]
 */
// @__NO_SIDE_EFFECTS__
export function freeMoneyOffers<Offer extends FreeMoneyOfferTerms>(
  offers: readonly Offer[],
  taken: readonly { bonusId?: number | string | null }[],
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): Offer[] {
  return availableOffers(offers.filter(isFreeMoneyOffer), taken, calendarDayInZone(now, zone));
}
