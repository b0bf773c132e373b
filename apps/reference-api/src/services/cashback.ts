import { cashbackPayout, nextCashbackReset } from "@casino/domain";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { depositCountOf } from "./user-details.ts";
import { roundMoney } from "./wallet.ts";

/** Cashback percent of the demo brand: 10 means 10 % of ngr (domain `cashbackPayout`). */
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
 * The cashback accumulator (`docs/features.md`, "Cashback"): ngr is stakes minus wins in the current
 * half-hour cycle; payout is ngr × percent. Null for a player who has not deposited: cashback
 * requires a deposit.
 */
export function calendarAwardOf(
  ctx: ServerContext,
  player: Player,
): { ngr: number; payout: number; percent: number } | null {
  if (depositCountOf(ctx, player.id) === 0) return null;
  const since = cycleStart(ctx, player.id);
  const stakes = ctx.store.transactions.sum(player.id, "bet", ["completed"], since);
  const wins = ctx.store.transactions.sum(player.id, "win", ["completed"], since);
  const ngr = roundMoney(stakes - wins);
  return { ngr, payout: cashbackPayout({ ngr, percent: CASHBACK_PERCENT }), percent: CASHBACK_PERCENT };
}
