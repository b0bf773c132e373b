import { claimRewardRequestSchema, DEFAULT_PATHS, rakebackClaimRequestSchema } from "@casino/api-client";
import { canClaimRakebackDay, isSelfExcluded } from "@casino/domain";
import type { Context, Hono } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer, subjectPlayer } from "../http/auth.ts";
import { idempotent } from "../http/idempotency.ts";
import { readJson } from "../http/read-body.ts";
import { conflict, unprocessable } from "../http/refusals.ts";
import { wireAmount } from "../money.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { calendarAwardOf, cashbackOf } from "../services/cashback.ts";
import { isKnownTimeZone, rakebackDayRecords, rakebackDaysOf } from "../services/rakeback.ts";
import { emitMovement } from "../services/wallet.ts";

function zoneOf(c: Context<AppEnv>): string {
  const zone = c.req.query("timeZone") ?? "UTC";
  if (!isKnownTimeZone(zone))
    throw new ApiFailure(400, "VALIDATION_ERROR", `Unknown time zone "${zone}"`, {
      issues: [{ field: "timeZone", message: "unknown time zone" }],
    });
  return zone;
}

/** How long after a claim the player's rakeback zone holds: the two days "today or yesterday" spans. */
const RAKEBACK_ZONE_HOLD_MS = 48 * 3_600_000;

/**
 * The zone a claim is decided in: the one the player's claims of the last two days were made in,
 * whatever the call names, else the call's. A zone the player picks per claim would stretch
 * "today or yesterday" over four calendar days (UTC+14 and UTC-11 together).
 */
function claimZone(player: Player, asked: string, now: Date): string {
  const held = player.profile.rakebackZone;
  return held && now.getTime() - Date.parse(held.lastClaimAt) < RAKEBACK_ZONE_HOLD_MS ? held.zone : asked;
}

/** The player a claim is made by, read after the body so the claim is decided on the state it writes over. */
function claimant(ctx: ServerContext, id: number): Player {
  const player = ctx.store.players.byId(id);
  if (!player) throw new Error(`Player ${id} is missing`);
  if (isSelfExcluded(player.profile.userLimit, ctx.clock.now()))
    throw conflict("SELF_EXCLUDED", "A self-excluded player may only withdraw");
  return player;
}

/** Rakeback days and claim, cashback accumulator and reward claim (`docs/features.md`, "Rakeback calendar", "Cashback"). */
export function registerRakebackRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.rakebackDays, (c) => {
    const player = subjectPlayer(c, ctx);
    return c.json({ success: true, data: rakebackDaysOf(ctx, player, zoneOf(c)) });
  });

  app.post(DEFAULT_PATHS.rakebackClaim, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, rakebackClaimRequestSchema);
    const now = ctx.clock.now();
    const player = ctx.store.players.byId(id);
    if (!player) throw new Error(`Player ${id} is missing`);
    const zone = claimZone(player, zoneOf(c), now);
    const record = rakebackDayRecords(ctx, player, zone).find((entry) => entry.dayDate === body.claimDate);
    if (!record)
      throw new ApiFailure(404, "RAKEBACK_DAY_NOT_FOUND", `No rakeback day ${body.claimDate} in the calendar`);
    if (record.paidAt) throw conflict("RAKEBACK_ALREADY_CLAIMED", `The rakeback of ${body.claimDate} was already paid`);
    const currency = player.profile.currencyCode;
    const day = { ...record, amount: wireAmount(record.amountMinor, currency) };
    if (!canClaimRakebackDay(day, { now, zone, authenticated: true })) {
      throw unprocessable("RAKEBACK_NOT_CLAIMABLE", `The rakeback of ${body.claimDate} cannot be claimed now`);
    }
    claimant(ctx, id);
    const amountMinor = record.amountMinor;
    const transactionId = ctx.store.transaction(() => {
      const inserted = ctx.store.rakeback.addClaim(player.id, {
        dayDate: day.dayDate,
        amountMinor,
        paidAt: now.toISOString(),
      });
      if (!inserted) throw conflict("RAKEBACK_ALREADY_CLAIMED", `The rakeback of ${body.claimDate} was already paid`);
      ctx.store.wallets.credit(player.id, amountMinor, 0);
      const current = ctx.store.players.byId(player.id)?.profile ?? player.profile;
      ctx.store.players.setProfile(player.id, { ...current, rakebackZone: { zone, lastClaimAt: now.toISOString() } });
      return ctx.store.transactions.add({
        playerId: player.id,
        kind: "rakeback",
        amountMinor,
        status: "completed",
        method: null,
        data: { dayDate: day.dayDate },
        createdAt: now.toISOString(),
      });
    });
    emitMovement(ctx, player.id, "globalCredit", { amountMinor, transactionId });
    return c.json({ success: true, bonusId: day.bonusId, data: { amount: day.amount, bonusId: day.bonusId } });
  });

  app.get(DEFAULT_PATHS.calendarAward, (c) => {
    const player = subjectPlayer(c, ctx);
    return c.json({ success: true, data: { userCalendarData: calendarAwardOf(ctx, player) } });
  });

  app.post(DEFAULT_PATHS.claimReward, idempotent(ctx), async (c) => {
    const { id } = requirePlayer(c, ctx);
    await readJson(c, claimRewardRequestSchema);
    const player = claimant(ctx, id);
    const now = ctx.clock.now();
    const cashback = cashbackOf(ctx, player);
    if (!cashback) throw conflict("CASHBACK_NEED_DEPOSIT", "Cashback needs at least one deposit");
    if (cashback.payoutMinor <= 0)
      throw conflict("NO_CASHBACK", "Your loss in this cycle is below the minimum for cashback");
    const transactionId = ctx.store.transaction(() => {
      ctx.store.wallets.credit(player.id, cashback.payoutMinor, 0);
      return ctx.store.transactions.add({
        playerId: player.id,
        kind: "bonus",
        amountMinor: cashback.payoutMinor,
        status: "completed",
        method: null,
        data: { reward: "cashback", ngrMinor: cashback.ngrMinor },
        createdAt: now.toISOString(),
      });
    });
    emitMovement(ctx, player.id, "globalCredit", { amountMinor: cashback.payoutMinor, transactionId });
    return c.json({ success: true, data: { amount: wireAmount(cashback.payoutMinor, player.profile.currencyCode) } });
  });
}
