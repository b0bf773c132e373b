import { basisPointsOf, nextCashbackReset } from "@casino/domain";
import { wireAmount } from "../money.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { depositCountOf } from "./user-details.ts";

/** Cashback percent of the demo brand: 10 means 10 % of ngr (as the domain's `cashbackPayout` reads it). */
export const CASHBACK_PERCENT = 10;
const CYCLE_MS = 30 * 60_000;

/** The start of the current half-hour cycle, or the last reward claim if later. */
function cycleStart(ctx: ServerContext, playerId: number): string {
  const now = ctx.clock.now();
  const start = new Date(nextCashbackReset(now).getTime() - CYCLE_MS).toISOString();
  const lastClaim = ctx.store.transactions.list(playerId, ["bonus"]).find((row) => row.data.reward === "cashback");
  return lastClaim && lastClaim.createdAt > start ? lastClaim.createdAt : start;
}

/**
 * The cashback accumulator in minor units (`docs/features.md`, "Cashback"): ngr is stakes minus
 * wins in the current half-hour cycle; payout is ngr × percent, rounded half away from zero to a
 * whole minor unit of the player's currency, and 0 for a player who is ahead. Null for a player
 * who has not deposited: cashback requires a deposit.
 */
export function cashbackOf(ctx: ServerContext, player: Player): { ngrMinor: number; payoutMinor: number } | null {
  if (depositCountOf(ctx, player.id) === 0) return null;
  const since = cycleStart(ctx, player.id);
  const stakes = ctx.store.transactions.sum(player.id, "bet", ["completed"], since);
  const wins = ctx.store.transactions.sum(player.id, "win", ["completed"], since);
  const ngrMinor = stakes - wins;
  return { ngrMinor, payoutMinor: ngrMinor > 0 ? basisPointsOf(ngrMinor, CASHBACK_PERCENT * 100) : 0 };
}

/** The calendar award as the wire carries it (`userCalendarData`: ngr, payout, percent), or null before a deposit. */
export function calendarAwardOf(
  ctx: ServerContext,
  player: Player,
): { ngr: number; payout: number; percent: number } | null {
  const cashback = cashbackOf(ctx, player);
  if (!cashback) return null;
  const currency = player.profile.currencyCode;
  return {
    ngr: wireAmount(cashback.ngrMinor, currency),
    payout: wireAmount(cashback.payoutMinor, currency),
    percent: CASHBACK_PERCENT,
  };
}
