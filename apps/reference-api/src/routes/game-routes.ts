import type { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { readJson } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { placeBet } from "../services/bets.ts";
import { walletOf } from "../services/wallet.ts";

/** The stand-in game round endpoint (games are a provider's, not the casino API's, in a real platform). */
export const GAME_BET_PATH = "/api/game/bet";

const betRequestSchema = v.object({
  amount: v.pipe(v.number("amount must be a number"), v.gtValue(0, "amount must be above 0")),
  winAmount: v.optional(v.pipe(v.number("winAmount must be a number"), v.minValue(0)), 0),
});

/** One game round, so limits, wagering, cashback and the realtime events can be exercised without a game provider. */
export function registerGameRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post(GAME_BET_PATH, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, betRequestSchema);
    const ids = placeBet(ctx, player, body.amount, body.winAmount);
    return c.json({ success: true, data: { ...ids, wallet: walletOf(ctx, player.id) } });
  });
}
