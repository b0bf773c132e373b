import { applyCouponRequestSchema, bonusActionRequestSchema, DEFAULT_PATHS } from "@casino/api-client";
import type { Hono } from "hono";
import * as v from "valibot";
import type { PlayerBonusRecord } from "../db/player-bonus-store.ts";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { pageOf, pagingQueryEntries } from "../http/paging.ts";
import { readJson, readQuery } from "../http/read-body.ts";
import type { SeedBonus } from "../seed/bonuses.ts";
import type { ServerContext } from "../server-context.ts";
import { playerBonusRow, promotionRow } from "../services/bonus-rows.ts";
import { activateBonus } from "../services/bonus-take.ts";
import { bonusesOf } from "../services/catalog.ts";
import { conflict, unprocessable } from "../http/refusals.ts";
import { emitBalance, emitMovement } from "../services/wallet.ts";

const pageQuerySchema = v.looseObject({
  ...pagingQueryEntries,
  dayOfWeek: v.optional(v.pipe(v.string(), v.transform(Number), v.number(), v.integer(), v.minValue(1), v.maxValue(7))),
  isDeposit: v.optional(v.picklist(["true", "false"])),
  type: v.optional(v.string()),
  status: v.optional(v.string()),
});

/** The player's active bonus named by its own id or its promotion's id, or a 404. */
function activeBonusOf(ctx: ServerContext, playerId: number, id: number | string): PlayerBonusRecord {
  const wanted = String(id);
  const record = ctx.store.playerBonuses
    .list(playerId)
    .find((entry) => entry.status === "active" && (String(entry.id) === wanted || String(entry.bonusId) === wanted));
  if (!record) throw new ApiFailure(404, "BONUS_NOT_FOUND", "No active bonus with this id");
  return record;
}

function findBonus(ctx: ServerContext, id: number | string): SeedBonus {
  const bonus = bonusesOf(ctx).find((entry) => String(entry.id) === String(id));
  if (!bonus) throw new ApiFailure(404, "BONUS_NOT_FOUND", `No bonus with id ${id}`);
  return bonus;
}

/** Promotions, the player's bonuses, activate, cancel, claim, coupons (`docs/features.md`, "Bonuses", "Coupons"). */
export function registerBonusRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.allBonus, (c) => {
    const query = readQuery(c, pageQuerySchema);
    const rows = bonusesOf(ctx)
      .filter((bonus) => query.dayOfWeek === undefined || bonus.calendarDays.includes(query.dayOfWeek))
      .filter((bonus) => query.isDeposit === undefined || bonus.isDeposit === (query.isDeposit === "true"))
      .filter((bonus) => query.type === undefined || query.type === "" || bonus.type === query.type)
      .filter((bonus) => bonus.coupon === null)
      .map(promotionRow);
    return c.json({ success: true, data: { bonus: pageOf(rows, query.pageNo, query.limit) } });
  });

  app.get(DEFAULT_PATHS.userBonus, (c) => {
    const player = requirePlayer(c, ctx);
    const query = readQuery(c, pageQuerySchema);
    const bonuses = bonusesOf(ctx);
    const rows = ctx.store.playerBonuses
      .list(player.id)
      .filter((record) => query.status === undefined || query.status === "" || record.status === query.status)
      .map((record) =>
        playerBonusRow(
          record,
          bonuses.find((bonus) => bonus.id === record.bonusId),
        ),
      );
    return c.json({ success: true, data: { bonus: pageOf(rows, query.pageNo, query.limit) } });
  });

  app.post(DEFAULT_PATHS.activateBonus, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, bonusActionRequestSchema);
    const userBonus = activateBonus(ctx, player, findBonus(ctx, body.bonusId));
    return c.json({
      success: true,
      message: "The bonus is yours",
      data: { userBonus, amount: userBonus.bonusAmount as number },
    });
  });

  app.post(DEFAULT_PATHS.cancelBonus, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, bonusActionRequestSchema);
    const record = activeBonusOf(ctx, player.id, body.userBonusId ?? body.bonusId);
    const now = ctx.clock.now().toISOString();
    // Cancelling burns the bonus's current amount.
    const burned = Math.min(player.nonCash, record.amount);
    ctx.store.transaction(() => {
      ctx.store.playerBonuses.setStatus(record.id, "cancelled", now);
      if (burned > 0) ctx.store.wallets.adjust(player.id, 0, -burned);
    });
    emitBalance(ctx, player.id);
    const cancelled = ctx.store.playerBonuses.list(player.id).find((entry) => entry.id === record.id);
    return c.json({
      success: true,
      message: "The bonus was cancelled",
      data: { userBonus: cancelled ? playerBonusRow(cancelled, findBonus(ctx, record.bonusId)) : null, amount: burned },
    });
  });

  app.post(DEFAULT_PATHS.claimBonus, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, bonusActionRequestSchema);
    const record = activeBonusOf(ctx, player.id, body.userBonusId ?? body.bonusId);
    if (record.wagerLeft > 0)
      throw conflict("WAGER_NOT_COMPLETE", `Wager ${record.wagerLeft} more before the bonus becomes cash`);
    const now = ctx.clock.now().toISOString();
    // After wagering, bonus money becomes real cash.
    const converted = Math.min(player.nonCash, record.amount);
    const transactionId = ctx.store.transaction(() => {
      ctx.store.playerBonuses.setStatus(record.id, "availed", now);
      ctx.store.wallets.adjust(player.id, converted, -converted);
      return ctx.store.transactions.add({
        playerId: player.id,
        kind: "bonus",
        amount: converted,
        status: "completed",
        method: null,
        data: { userBonusId: record.id },
        createdAt: now,
      });
    });
    emitMovement(ctx, player.id, "globalCredit", {
      amount: converted,
      currencyCode: player.profile.currencyCode,
      transactionId,
    });
    return c.json({ success: true, message: "The bonus is now cash", data: { amount: converted } });
  });

  app.post(DEFAULT_PATHS.applyCoupon, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, applyCouponRequestSchema);
    const bonus = bonusesOf(ctx).find(
      (entry) => entry.coupon !== null && entry.coupon.toUpperCase() === body.couponCode.trim().toUpperCase(),
    );
    if (!bonus) throw unprocessable("COUPON_NOT_APPLIED", `The coupon ${body.couponCode} could not be applied`);
    if (ctx.store.playerBonuses.list(player.id).some((entry) => entry.bonusId === bonus.id)) {
      throw conflict("COUPON_ALREADY_REDEEMED", `The coupon ${body.couponCode} was already redeemed`);
    }
    const userBonus = activateBonus(ctx, player, bonus);
    return c.json({ success: true, message: "The coupon was applied", data: { userBonus } });
  });
}
