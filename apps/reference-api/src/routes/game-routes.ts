import type { Hono } from "hono";
import * as v from "valibot";
import { requireControl } from "../control/control-guard.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { readJson } from "../http/read-body.ts";
import { minorUnitsOf } from "../money.ts";
import type { ServerContext } from "../server-context.ts";
import { placeBet } from "../services/bets.ts";
import { currencyOf, walletOf } from "../services/wallet.ts";

/** The stand-in game round endpoint (games are a provider's, not the casino API's, in a real platform). */
export const GAME_BET_PATH = "/api/game/bet";

const betRequestSchema = v.object({
  amount: v.pipe(v.number("amount must be a number"), v.gtValue(0, "amount must be above 0")),
  winAmount: v.optional(v.pipe(v.number("winAmount must be a number"), v.minValue(0)), 0),
  gameSlug: v.optional(v.string()),
  bonusBuy: v.optional(v.boolean()),
});

/**
 * One game round, so limits, wagering, cashback and the realtime events can be exercised without
 * a game provider. The caller names the win, so it is a development hook like `/__control/*`:
 * absent unless control is on, and only for a caller with the control token (`requireControl`).
 */
export function registerGameRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.post(GAME_BET_PATH, requireControl(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, betRequestSchema);
    const currency = currencyOf(ctx, id);
    const ids = placeBet(
      ctx,
      id,
      minorUnitsOf(body.amount, currency),
      minorUnitsOf(body.winAmount, currency, "winAmount"),
      { gameSlug: body.gameSlug ?? null, bonusBuy: body.bonusBuy ?? false },
    );
    return c.json({ success: true, data: { ...ids, wallet: walletOf(ctx, id) } });
  });
}
