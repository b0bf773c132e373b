import { amountToMinorUnits, minorUnitsToAmount } from "./money/minor-units";

/** How far a bonus's wagering has gone, in the player's currency. */
export interface BonusWagering {
  /** Already wagered. */
  wagered: number;
  /** The whole wagering asked for: wagered plus what is left. */
  required: number;
  /** Still to wager. */
  left: number;
  /** `wagered / required`, 0 to 1 (1 when nothing is asked for). */
  fraction: number;
  /** Nothing is left to wager: the bonus can be claimed as cash. */
  complete: boolean;
}

/**
 * The wagering progress of a bonus from what the back end sends (`wageredAmount`, `wagerLeft`),
 * added in minor units so that no floating-point remainder shows (`docs/features.md`, "Bonuses").
 *
 * @example wageringProgress({ wageredAmount: 87.5, wagerLeft: 262.5 }, "EUR") // { wagered: 87.5, required: 350, left: 262.5, fraction: 0.25, complete: false }
 */
// @__NO_SIDE_EFFECTS__
export function wageringProgress(
  bonus: { wageredAmount?: number | null; wagerLeft?: number | null },
  currencyCode: string,
  options: { crypto?: boolean } = {},
): BonusWagering {
  const wageredMinor = Math.max(0, amountToMinorUnits(bonus.wageredAmount ?? 0, currencyCode, options));
  const leftMinor = Math.max(0, amountToMinorUnits(bonus.wagerLeft ?? 0, currencyCode, options));
  const requiredMinor = wageredMinor + leftMinor;
  return {
    wagered: minorUnitsToAmount(wageredMinor, currencyCode, options),
    required: minorUnitsToAmount(requiredMinor, currencyCode, options),
    left: minorUnitsToAmount(leftMinor, currencyCode, options),
    fraction: requiredMinor === 0 ? 1 : wageredMinor / requiredMinor,
    complete: leftMinor === 0,
  };
}

/**
 * Promotions the player can still take on `today` (`yyyy-MM-dd` in the brand's zone): those they
 * have never taken (a bonus is taken once; taking it again is refused with RETRY_PERIOD or
 * CANCELLED) and whose last day (`validTo`) has not passed (DAYS_VALID), in the catalogue's order.
 *
 * @example availableOffers([{ id: 1 }, { id: 2 }, { id: 3, validTo: "2020-11-30" }], [{ bonusId: 2 }], "2026-11-23") // [{ id: 1 }]
 */
// @__NO_SIDE_EFFECTS__
export function availableOffers<Offer extends { id: number | string; validTo?: string | null }>(
  offers: readonly Offer[],
  taken: readonly { bonusId?: number | string | null }[],
  today: string,
): Offer[] {
  const takenIds = new Set(taken.map((bonus) => String(bonus.bonusId)));
  return offers.filter(
    (offer) => !takenIds.has(String(offer.id)) && (offer.validTo == null || offer.validTo.slice(0, 10) >= today),
  );
}
