import type { Bonus } from "@casino/api-client";
import { activeBonusSlots, availableOffers, bonusActivation, type BonusPlayer } from "@casino/domain";
import type { ActiveDepositBonus, DepositBonusOption } from "@casino/ui";

/** The bonus reads of the cashier: the deposit promotions, and every bonus the player took (one page holds them). */
export const CASHIER_BONUS_QUERIES = {
  offers: { pageNo: 1, limit: 100, isDeposit: true },
  taken: { pageNo: 1, limit: 100 },
} as const;

function bonusName(row: Bonus): string {
  return row.banner?.bannerTitle ?? row.name ?? "";
}

/**
 * What the deposit form offers (see docs/features.md, "Deposits"): the deposit promotions the
 * player may take on `today` (never taken, still valid, not refused by the bonus rules), and their
 * active bonus, which a deposit with another bonus cancels, burning its amount.
 */
export function depositBonusChoice(
  offers: readonly Bonus[],
  taken: readonly Bonus[],
  today: string,
  player: Omit<BonusPlayer, "bonuses">,
): { bonuses: DepositBonusOption[]; activeBonus: ActiveDepositBonus | null } {
  const held = taken.map((row) => ({
    id: row.bonusId ?? row.id,
    type: row.bonusType ?? "",
    status: row.status ?? null,
    amount: row.bonusAmount ?? 0,
  }));
  // A deposit bonus is refused to nobody but a player the bonus rules stop altogether.
  const mayTake = bonusActivation({ type: "deposit" }, { ...player, bonuses: held }).allowed;
  const bonuses = mayTake
    ? availableOffers(offers, taken, today)
        .filter((offer) => (offer.bonusType ?? "").toLowerCase() === "deposit")
        .map((offer) => ({ id: String(offer.id), title: bonusName(offer) }))
    : [];
  const active = activeBonusSlots(held).bonus;
  const activeRow = active ? taken.find((row) => (row.bonusId ?? row.id) === active.id) : undefined;
  return {
    bonuses,
    activeBonus:
      active && activeRow ? { id: String(active.id), name: bonusName(activeRow), amount: active.amount ?? 0 } : null,
  };
}
