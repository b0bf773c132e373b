import { isApiError, type Bonus } from "@casino/api-client";
import { activeBonusSlots, bonusActivation, type PlayerBonus } from "@casino/domain";

/** The active bonus that taking an offer would cancel, as the warning names it. */
export interface ReplacedBonus {
  /** The bonus's name (its banner title). */
  name: string;
  /** Its current amount: the bonus money burnt. */
  amount: number;
}

/** A bonus's name as the pages show it: its banner title, else its name. */
export function bonusName(row: Bonus): string {
  return row.banner?.bannerTitle ?? row.name ?? "";
}

/** The player's bonuses as the bonus rules read them, each by its promotion's id. */
export function heldBonuses(taken: readonly Bonus[]): PlayerBonus[] {
  return taken.map((row) => ({
    id: row.bonusId ?? row.id,
    type: row.bonusType ?? "",
    status: row.status ?? null,
    amount: row.bonusAmount ?? 0,
  }));
}

/** The player's active (non-free-spins) bonus with its name, or null. */
export function activeBonusOf(taken: readonly Bonus[]): (ReplacedBonus & { id: string }) | null {
  const active = activeBonusSlots(heldBonuses(taken)).bonus;
  const row = active ? taken.find((entry) => (entry.bonusId ?? entry.id) === active.id) : undefined;
  return active && row ? { id: String(active.id), name: bonusName(row), amount: active.amount ?? 0 } : null;
}

/**
 * The active bonus that activating `offer` would cancel, burning its amount (the domain's
 * `bonusActivation`: a deposit bonus replaces the active bonus), or null when it cancels nothing.
 * The page asks first (docs/features.md, "Bonuses").
 *
 * @example replacedBonus({ id: 2, bonusType: "deposit" }, taken) // { name: "150% welcome", amount: 50 }
 */
export function replacedBonus(offer: Pick<Bonus, "bonusType">, taken: readonly Bonus[]): ReplacedBonus | null {
  const cancels = bonusActivation({ type: offer.bonusType ?? "" }, { bonuses: heldBonuses(taken) }).cancels;
  if (cancels === null) return null;
  const active = activeBonusOf(taken);
  return active ? { name: active.name, amount: active.amount } : null;
}

/**
 * The active bonus named by the back end's `ACTIVE_BONUS_WOULD_BE_CANCELLED` refusal (the page's
 * list was older than the player's bonuses), so the warning can still be asked; null for any other
 * failure.
 */
export function replacedBonusFromRefusal(error: unknown): ReplacedBonus | null {
  if (!isApiError(error) || error.code !== "ACTIVE_BONUS_WOULD_BE_CANCELLED") return null;
  const data = (error.body as { data?: { name?: unknown; amount?: unknown } } | null)?.data;
  return typeof data?.name === "string" && typeof data.amount === "number"
    ? { name: data.name, amount: data.amount }
    : null;
}
