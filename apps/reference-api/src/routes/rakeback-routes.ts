import { claimRewardRequestSchema, DEFAULT_PATHS, rakebackClaimRequestSchema } from "@casino/api-client";
import { canClaimRakebackDay, isSelfExcluded } from "@casino/domain";
import type { Context, Hono } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { optionalPlayer, requirePlayer } from "../http/auth.ts";
import { readJson } from "../http/read-body.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { calendarAwardOf } from "../services/cashback.ts";
import { isKnownTimeZone, rakebackDaysOf } from "../services/rakeback.ts";
import { conflict, unprocessable } from "../http/refusals.ts";
import { emitMovement } from "../services/wallet.ts";

function zoneOf(c: Context<AppEnv>): string {
  const zone = c.req.query("timeZone") ?? "UTC";
  if (!isKnownTimeZone(zone))
    throw new ApiFailure(400, "VALIDATION_ERROR", `Unknown time zone "${zone}"`, {
      issues: [{ field: "timeZone", message: "unknown time zone" }],
    });
  return zone;
}

/**
 * The player a calendar call is about: the token's, else `?user=` (the spec's admin-style calls
 * pass the id). A token for one player asking about another is refused.
 */
function subjectPlayer(c: Context<AppEnv>, ctx: ServerContext): Player {
  const fromToken = optionalPlayer(c, ctx);
  const userParam = c.req.query("user");
  if (fromToken) {
    if (userParam !== undefined && userParam !== "" && userParam !== String(fromToken.id)) {
      throw unprocessable("USER_MISMATCH", "Query user names another player than the access token");
    }
    return fromToken;
  }
  const id = Number(userParam);
  const player = Number.isInteger(id) ? ctx.store.players.byId(id) : undefined;
  if (!player)
    throw new ApiFailure(400, "VALIDATION_ERROR", "Query user: a player id or an access token is required", {
      issues: [{ field: "user", message: "required" }],
    });
  return player;
}

/** Rakeback days and claim, cashback accumulator and reward claim (`docs/features.md`, "Rakeback calendar", "Cashback"). */
export function registerRakebackRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.rakebackDays, (c) => {
    const player = subjectPlayer(c, ctx);
    return c.json({ success: true, data: rakebackDaysOf(ctx, player, zoneOf(c)) });
  });

  app.post(DEFAULT_PATHS.rakebackClaim, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, rakebackClaimRequestSchema);
    const zone = zoneOf(c);
    const now = ctx.clock.now();
    const day = rakebackDaysOf(ctx, player, zone).find((entry) => entry.dayDate === body.claimDate);
    if (!day) throw new ApiFailure(404, "RAKEBACK_DAY_NOT_FOUND", `No rakeback day ${body.claimDate} in the calendar`);
    if (day.paidAt) throw conflict("RAKEBACK_ALREADY_CLAIMED", `The rakeback of ${body.claimDate} was already paid`);
    if (!canClaimRakebackDay(day, { now, zone, authenticated: true })) {
      throw unprocessable("RAKEBACK_NOT_CLAIMABLE", `The rakeback of ${body.claimDate} cannot be claimed now`);
    }
    if (isSelfExcluded(player.profile.userLimit, now))
      throw conflict("SELF_EXCLUDED", "A self-excluded player may only withdraw");
    const amount = day.amount;
    const transactionId = ctx.store.transaction(() => {
      const inserted = ctx.store.rakeback.addClaim(player.id, {
        dayDate: day.dayDate,
        amount,
        paidAt: now.toISOString(),
      });
      if (!inserted) throw conflict("RAKEBACK_ALREADY_CLAIMED", `The rakeback of ${body.claimDate} was already paid`);
      ctx.store.wallets.adjust(player.id, amount, 0);
      return ctx.store.transactions.add({
        playerId: player.id,
        kind: "rakeback",
        amount,
        status: "completed",
        method: null,
        data: { dayDate: day.dayDate },
        createdAt: now.toISOString(),
      });
    });
    emitMovement(ctx, player.id, "globalCredit", { amount, currencyCode: player.profile.currencyCode, transactionId });
    return c.json({ success: true, bonusId: day.bonusId, data: { amount, bonusId: day.bonusId } });
  });

  app.get(DEFAULT_PATHS.calendarAward, (c) => {
    const player = subjectPlayer(c, ctx);
    return c.json({ success: true, data: { userCalendarData: calendarAwardOf(ctx, player) } });
  });

  app.post(DEFAULT_PATHS.claimReward, async (c) => {
    const player = requirePlayer(c, ctx);
    await readJson(c, claimRewardRequestSchema);
    const now = ctx.clock.now();
    if (isSelfExcluded(player.profile.userLimit, now))
      throw conflict("SELF_EXCLUDED", "A self-excluded player may only withdraw");
    const award = calendarAwardOf(ctx, player);
    if (!award) throw conflict("CASHBACK_NEED_DEPOSIT", "Cashback needs at least one deposit");
    if (award.payout <= 0) throw conflict("NO_CASHBACK", "Your loss in this cycle is below the minimum for cashback");
    const transactionId = ctx.store.transaction(() => {
      ctx.store.wallets.adjust(player.id, award.payout, 0);
      return ctx.store.transactions.add({
        playerId: player.id,
        kind: "bonus",
        amount: award.payout,
        status: "completed",
        method: null,
        data: { reward: "cashback", ngr: award.ngr },
        createdAt: now.toISOString(),
      });
    });
    emitMovement(ctx, player.id, "globalCredit", {
      amount: award.payout,
      currencyCode: player.profile.currencyCode,
      transactionId,
    });
    return c.json({ success: true, data: { amount: award.payout } });
  });
}
