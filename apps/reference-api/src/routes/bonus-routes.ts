import {
  activateBonusRequestSchema,
  applyCouponRequestSchema,
  bonusActionRequestSchema,
  DEFAULT_PATHS,
} from "@casino/api-client";
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
import { activateBonus, cancelActiveBonus } from "../services/bonus-take.ts";
import { bonusesOf } from "../services/catalog.ts";
import { conflict, unprocessable } from "../http/refusals.ts";
import { idempotent } from "../http/idempotency.ts";
import { wireAmount } from "../money.ts";
import type { Player } from "../players/player.ts";
import { debitOrRefuse, emitBalance, emitMovement } from "../services/wallet.ts";

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

/** The player of a money call, read after its body so the call is decided on the state it writes over. */
function currentPlayer(ctx: ServerContext, id: number): Player {
  const player = ctx.store.players.byId(id);
  if (!player) throw new Error(`Player ${id} is missing`);
  return player;
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
          player.profile.currencyCode,
        ),
      );
    return c.json({ success: true, data: { bonus: pageOf(rows, query.pageNo, query.limit) } });
  });

  app.post(DEFAULT_PATHS.activateBonus, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, activateBonusRequestSchema);
    const userBonus = activateBonus(ctx, currentPlayer(ctx, id), findBonus(ctx, body.bonusId), {
      confirmCancelActive: body.confirmCancelActive === true,
    });
    return c.json({
      success: true,
      message: "The bonus is yours",
      data: { userBonus, amount: userBonus.bonusAmount as number },
    });
  });

  app.post(DEFAULT_PATHS.cancelBonus, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, bonusActionRequestSchema);
    const player = currentPlayer(ctx, id);
    const record = activeBonusOf(ctx, player.id, body.userBonusId ?? body.bonusId);
    const now = ctx.clock.now().toISOString();
    // Cancelling burns the bonus's current amount, once: a second cancel finds it no longer active.
    const burned = cancelActiveBonus(ctx, player.id, record.id, now);
    if (burned === null) throw new ApiFailure(404, "BONUS_NOT_FOUND", "No active bonus with this id");
    emitBalance(ctx, player.id);
    const cancelled = ctx.store.playerBonuses.list(player.id).find((entry) => entry.id === record.id);
    const currency = player.profile.currencyCode;
    return c.json({
      success: true,
      message: "The bonus was cancelled",
      data: {
        userBonus: cancelled ? playerBonusRow(cancelled, findBonus(ctx, record.bonusId), currency) : null,
        amount: wireAmount(burned, currency),
      },
    });
  });

  app.post(DEFAULT_PATHS.claimBonus, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, bonusActionRequestSchema);
    const player = currentPlayer(ctx, id);
    const record = activeBonusOf(ctx, player.id, body.userBonusId ?? body.bonusId);
    const currency = player.profile.currencyCode;
    if (record.wagerLeftMinor > 0)
      throw conflict(
        "WAGER_NOT_COMPLETE",
        `Wager ${String(wireAmount(record.wagerLeftMinor, currency))} more before the bonus becomes cash`,
      );
    const now = ctx.clock.now().toISOString();
    // After wagering, bonus money becomes real cash: taken from the bonus money and paid as cash in one step.
    const { transactionId, converted } = ctx.store.transaction(() => {
      if (!ctx.store.playerBonuses.endActive(record.id, "availed", now))
        throw new ApiFailure(404, "BONUS_NOT_FOUND", "No active bonus with this id");
      const amount = Math.min(ctx.store.wallets.balance(player.id).nonCash, record.amountMinor);
      debitOrRefuse(
        ctx,
        player.id,
        { nonCash: amount },
        { errorCode: "INSUFFICIENT_FUNDS", message: "No bonus money to convert" },
      );
      ctx.store.wallets.credit(player.id, amount, 0);
      const added = ctx.store.transactions.add({
        playerId: player.id,
        kind: "bonus",
        amountMinor: amount,
        status: "completed",
        method: null,
        data: { userBonusId: record.id },
        createdAt: now,
      });
      return { transactionId: added, converted: amount };
    });
    emitMovement(ctx, player.id, "globalCredit", { amountMinor: converted, transactionId });
    return c.json({
      success: true,
      message: "The bonus is now cash",
      data: { amount: wireAmount(converted, currency) },
    });
  });

  app.post(DEFAULT_PATHS.applyCoupon, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, applyCouponRequestSchema);
    const player = currentPlayer(ctx, id);
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
