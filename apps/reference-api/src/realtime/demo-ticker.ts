import { ApiFailure } from "../http/api-failure.ts";
import type { ServerContext } from "../server-context.ts";
import { isCryptoCurrency } from "../services/catalog.ts";
import { placeBet } from "../services/bets.ts";

/** A source of numbers in [0, 1): `Math.random` in the demo, fixed in tests. */
export type RandomSource = () => number;

/**
 * Plays one bet for every connected player who has money, so the wallet, the realtime events and
 * the cashback accumulator move in the demo. Stakes are small; about a third of rounds win.
 * Refusals (limits, self-exclusion, empty wallet) simply skip the player. Answers the bets placed.
 */
export function playDemoRound(ctx: ServerContext, random: RandomSource = Math.random): number {
  let placed = 0;
  for (const playerId of ctx.realtime.connectedPlayerIds()) {
    const player = ctx.store.players.byId(playerId);
    if (!player) continue;
    // 0.20 to 2.00 a round in fiat (20 to 200 cents); 0.000002 to 0.00002 of a coin in crypto.
    const step = isCryptoCurrency(ctx, player.profile.currencyCode) ? 200 : 20;
    const stake = (1 + Math.floor(random() * 10)) * step;
    const wallet = ctx.store.wallets.balance(player.id);
    if (wallet.cash + wallet.nonCash < stake) continue;
    const roll = random();
    const win = roll < 0.35 ? stake * (1 + Math.floor(roll * 10)) : 0;
    try {
      placeBet(ctx, player.id, stake, win);
      placed += 1;
    } catch (error) {
      if (!(error instanceof ApiFailure)) throw error;
    }
  }
  return placed;
}

/** Starts the ticker every `intervalMs` (0: off); answers a stop function. */
export function startDemoTicker(ctx: ServerContext, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => undefined;
  const timer = setInterval(() => playDemoRound(ctx), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
