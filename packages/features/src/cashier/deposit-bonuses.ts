import type { Bonus } from "@casino/api-client";
import {
  availableOffers,
  bonusActivation,
  calendarDayInZone,
  offerUnavailability,
  type BonusPlayer,
} from "@casino/domain";
import type { ActiveDepositBonus, DepositBonusOption } from "@casino/ui";
import { activeBonusOf, bonusName, heldBonuses } from "../rewards/bonus-replacement.js";

/** The bonus reads of the cashier: the deposit promotions, and every bonus the player took (one page holds them). */
export const CASHIER_BONUS_QUERIES = {
  offers: { pageNo: 1, limit: 100, isDeposit: true },
  taken: { pageNo: 1, limit: 100 },
} as const;

/**
 * What the deposit form offers (see docs/features.md, "Deposits"): the deposit promotions the
 * player may take at `now` in `zone` (never taken, still valid, valid today and fit for their
 * deposit count: `offerUnavailability`; a promotion they cannot take is not offered), and their
 * active bonus, which a deposit with another bonus cancels, burning its amount.
 */
export function depositBonusChoice(
  offers: readonly Bonus[],
  taken: readonly Bonus[],
  now: Date,
  zone: string,
  player: Omit<BonusPlayer, "bonuses">,
): { bonuses: DepositBonusOption[]; activeBonus: ActiveDepositBonus | null } {
  const held = { ...player, bonuses: heldBonuses(taken) };
  // A deposit bonus is refused to nobody but a player the bonus rules stop altogether.
  const mayTake = bonusActivation({ type: "deposit" }, held).allowed;
  const bonuses = mayTake
    ? availableOffers(offers, taken, calendarDayInZone(now, zone))
        .filter((offer) => (offer.bonusType ?? "").toLowerCase() === "deposit")
        .filter((offer) => offerUnavailability(offer, held, now, zone) === null)
        .map((offer) => ({ id: String(offer.id), title: bonusName(offer) }))
    : [];
  return { bonuses, activeBonus: activeBonusOf(taken) };
}
