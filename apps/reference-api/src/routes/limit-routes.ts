import {
  DEFAULT_PATHS,
  excludeNextTransactionRequestSchema,
  removeLimitRequestSchema,
  setLimitRequestSchema,
} from "@casino/api-client";
import {
  canChangeBetLimit,
  exclusionChangeDecision,
  exclusionLengthEndsAt,
  isSelfExcluded,
  jurisdictionProfile,
  limitCoolingOffMs,
  limitChangeDecision,
  nextBetLimitChangeAt,
  validateSelfExclusionPeriod,
  validateSessionTimeLimit,
} from "@casino/domain";
import type { SelfExclusionLimit } from "@casino/domain";
import type { Hono } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { readJson } from "../http/read-body.ts";
import { conflict } from "../http/refusals.ts";
import { minorUnitsOf } from "../money.ts";
import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { BONUS_BUY_CONFIRM_MS } from "../services/bets.ts";
import { settingsOf } from "../services/catalog.ts";
import { limitsData } from "../services/limit-rows.ts";
import { currentLimits, lastBetLimitChange } from "../services/limits.ts";

/** Limits where a loosening waits for the cooling-off (`docs/features.md`, "Limits"). */
const COOLED_LIMIT_KINDS = new Set(["deposit", "loss"]);

function requireNumber(value: number | undefined, field: string): number {
  if (value === undefined || !Number.isFinite(value) || value <= 0) {
    throw new ApiFailure(400, "VALIDATION_ERROR", `${field} must be a number above 0`, {
      issues: [{ field, message: "form.validation.invalid.required" }],
    });
  }
  return value;
}

/** A money limit from the wire, in minor units of the player's currency (400 for more decimals than it has). */
function requireMoney(value: number | undefined, field: string, player: Player): number {
  return minorUnitsOf(requireNumber(value, field), player.profile.currencyCode, field);
}

/**
 * Refuses a change to a self-exclusion, time-out or freeze that would end the one in force
 * earlier, or change a permanent one (`exclusionChangeDecision`): 409 with the domain's code.
 */
function assertExclusionChange(current: SelfExclusionLimit, requested: SelfExclusionLimit | null, now: Date): void {
  const decision = exclusionChangeDecision(current, requested, now);
  if (decision.allowed) return;
  throw conflict(
    decision.errorCode,
    decision.errorCode === "EXCLUSION_PERMANENT"
      ? "A permanent self-exclusion cannot be changed"
      : `Your exclusion runs until ${decision.excludedUntil?.toISOString() ?? "its end"}; it can be extended but not shortened or lifted`,
    { excludedUntil: decision.excludedUntil?.toISOString() ?? null },
  );
}

/**
 * When an exclusion of `value` `unit`s taken now ends, as the ISO instant the player record keeps
 * (`exclusionLengthEndsAt`): days and months in the player's `timeZone` (UTC when missing); 400
 * for a zone that is not one.
 */
function exclusionEndsIso(
  value: number,
  unit: "minutes" | "hours" | "days" | "months",
  now: Date,
  timeZone: string | undefined,
): string {
  try {
    return exclusionLengthEndsAt(value, unit, now, timeZone ?? "UTC").toISOString();
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new ApiFailure(400, "VALIDATION_ERROR", `timeZone: ${timeZone ?? ""} is not a time zone`, {
      issues: [{ field: "timeZone", message: "form.validation.invalid.format" }],
    });
  }
}

const UNIT_HOURS: Record<string, number> = { minutes: 1 / 60, hours: 1, days: 24, months: 24 * 30 };

/**
 * Refuses a time-out outside the jurisdiction profile's range (24 hours to 6 weeks by default):
 * 422 with the field in words, so a shortened "time-out" cannot stand in for a cooling-off.
 */
function assertTimeOutLength(ctx: ServerContext, value: number, unit: string): void {
  const profile = jurisdictionProfile(settingsOf(ctx).jurisdiction);
  const hours = value * (UNIT_HOURS[unit] ?? 24);
  if (hours >= profile.timeOutMinHours && hours <= profile.timeOutMaxDays * 24) return;
  throw new ApiFailure(
    422,
    "VALIDATION_ERROR",
    `A time-out lasts from ${profile.timeOutMinHours} hours to ${profile.timeOutMaxDays} days`,
    { issues: [{ field: "value", message: "form.validation.invalid.format" }] },
  );
}

/**
 * Sets or removes a deposit or loss limit by `limitChangeDecision`: a tighter or first one at
 * once, a higher one or a removal once the jurisdiction profile's cooling-off has passed. Answers when a pending change
 * applies, or null when it applied now.
 */
function changeCooledLimit(
  ctx: ServerContext,
  player: Player,
  kind: string,
  period: number,
  requested: number | null,
): string | null {
  const now = ctx.clock.now();
  const current = currentLimits(ctx, player.id).find((row) => row.kind === kind && row.period === period);
  const decision = limitChangeDecision(current?.value ?? null, requested, {
    now,
    coolingOffMs: limitCoolingOffMs(jurisdictionProfile(settingsOf(ctx).jurisdiction)),
  });
  if (decision.effect === "pending") {
    const pendingUntil = decision.pendingUntil.toISOString();
    ctx.store.limits.setPending(player.id, kind, period, requested, pendingUntil);
    return pendingUntil;
  }
  if (requested === null) ctx.store.limits.remove(player.id, kind, period);
  else ctx.store.limits.set(player.id, { kind, period, value: requested, updatedAt: now.toISOString() });
  return null;
}

/** The answer of a limit change: the limits now, and when a pending loosening applies. */
function changeAnswer(ctx: ServerContext, playerId: number, message: string, pendingUntil: string | null) {
  const player = ctx.store.players.byId(playerId);
  if (!player) throw new Error(`Player ${playerId} is missing`);
  return {
    success: true,
    message: pendingUntil ? `${message}; it applies after the cooling-off, at ${pendingUntil}` : message,
    data: { ...limitsData(ctx, player), pendingUntil },
  };
}

/** Responsible-gambling limits: read, set (with the spec's bounds and the bet-limit hour), remove. */
export function registerLimitRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.limits, (c) => {
    const player = requirePlayer(c, ctx);
    return c.json({ success: true, data: limitsData(ctx, player) });
  });

  app.post(DEFAULT_PATHS.setLimit, async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, setLimitRequestSchema);
    // Read after the body: the state the change is decided on is the state it is written over.
    const player = ctx.store.players.byId(id);
    if (!player) throw new Error(`Player ${id} is missing`);
    const now = ctx.clock.now();
    const nowIso = now.toISOString();
    const profile = { ...player.profile };
    let pendingUntil: string | null = null;

    switch (body.type) {
      case "bet": {
        const lastChange = lastBetLimitChange(ctx, player.id);
        if (!canChangeBetLimit(lastChange, now)) {
          throw conflict("CHANGE_NOT_ALLOWED", "Bet limits can be changed once an hour", {
            nextChangeAt: nextBetLimitChangeAt(lastChange, now)?.toISOString(),
          });
        }
        if (body.maxBet === undefined && body.minBet === undefined && body.period === undefined) {
          throw new ApiFailure(400, "VALIDATION_ERROR", "A bet limit needs a period and amount, or maxBet/minBet", {
            issues: [{ field: "period", message: "form.validation.invalid.required" }],
          });
        }
        if (body.minBet !== undefined && body.maxBet !== undefined && body.minBet > body.maxBet) {
          throw new ApiFailure(400, "VALIDATION_ERROR", "minBet must not be above maxBet", {
            issues: [{ field: "minBet", message: "form.validation.invalid.format" }],
          });
        }
        const periodLimit = body.period === undefined ? undefined : requireMoney(body.amount, "amount", player);
        const maxBet = body.maxBet === undefined ? undefined : requireMoney(body.maxBet, "maxBet", player);
        const minBet = body.minBet === undefined ? undefined : requireMoney(body.minBet, "minBet", player);
        ctx.store.transaction(() => {
          if (body.period !== undefined && periodLimit !== undefined)
            ctx.store.limits.set(player.id, {
              kind: "bet",
              period: body.period,
              value: periodLimit,
              updatedAt: nowIso,
            });
          if (maxBet !== undefined)
            ctx.store.limits.set(player.id, { kind: "bet-max", period: -1, value: maxBet, updatedAt: nowIso });
          if (minBet !== undefined)
            ctx.store.limits.set(player.id, { kind: "bet-min", period: -1, value: minBet, updatedAt: nowIso });
        });
        break;
      }
      case "loss":
      case "deposit": {
        if (body.period === undefined)
          throw new ApiFailure(400, "VALIDATION_ERROR", "period is required (0 daily, 1 weekly, 2 monthly)", {
            issues: [{ field: "period", message: "form.validation.invalid.required" }],
          });
        pendingUntil = changeCooledLimit(
          ctx,
          player,
          body.type,
          body.period,
          requireMoney(body.amount, "amount", player),
        );
        break;
      }
      case "monthly-win":
        ctx.store.limits.set(player.id, {
          kind: "monthly-win",
          period: 2,
          value: requireMoney(body.amount, "amount", player),
          updatedAt: nowIso,
        });
        break;
      case "session-time": {
        const value = requireNumber(body.value, "value");
        const unit = body.unit === "hours" || body.unit === "days" ? body.unit : "minutes";
        const key = validateSessionTimeLimit(value, unit);
        const minutes = unit === "days" ? value * 1440 : unit === "hours" ? value * 60 : value;
        if (key || !Number.isInteger(minutes))
          throw new ApiFailure(400, "VALIDATION_ERROR", `value: ${key ?? "must come to whole minutes"}`, {
            issues: [{ field: "value", message: key ?? "form.validation.invalid.format" }],
          });
        ctx.store.limits.set(player.id, { kind: "session-time", period: -1, value: minutes, updatedAt: nowIso });
        break;
      }
      case "reality-check": {
        // The interval the player chose, among the market's choices (`docs/features.md`, "Reality check").
        const minutes = requireNumber(body.value, "value");
        const options = jurisdictionProfile(settingsOf(ctx).jurisdiction).realityCheckOptionsMinutes;
        if (!options.includes(minutes))
          throw new ApiFailure(400, "VALIDATION_ERROR", `value: one of ${options.join(", ")} minutes`, {
            issues: [{ field: "value", message: "form.validation.invalid.format" }],
          });
        ctx.store.limits.set(player.id, { kind: "reality-check", period: -1, value: minutes, updatedAt: nowIso });
        break;
      }
      case "self-exclusion":
      case "time-out":
      case "freeze": {
        let requested: PlayerExclusion;
        if (body.permanent === true && body.type === "self-exclusion") {
          requested = { isSelfExclusionPermanent: true, selfExclusion: null, exclusionKind: "self-exclusion" };
        } else {
          const value = requireNumber(body.value, "value");
          const unit = body.unit ?? "days";
          if (body.type === "time-out") assertTimeOutLength(ctx, value, unit);
          if (unit === "months" || unit === "days") {
            const key = validateSelfExclusionPeriod(value);
            if (key)
              throw new ApiFailure(400, "VALIDATION_ERROR", `value: ${key}`, {
                issues: [{ field: "value", message: key }],
              });
          }
          // The instant it ends, never the end of its last day: an hour is an hour, a day ends at this time of day.
          const until = exclusionEndsIso(value, unit, now, body.timeZone);
          requested = { isSelfExclusionPermanent: false, selfExclusion: until, exclusionKind: body.type };
        }
        // Exclusions only get stricter (`docs/features.md`, "Self-exclusion, time-out and freeze").
        assertExclusionChange(profile.userLimit, requested, now);
        ctx.store.players.setProfile(player.id, { ...profile, userLimit: requested });
        break;
      }
      case "ghost-mode":
        ctx.store.players.setProfile(player.id, { ...profile, ghostMode: body.enabled ?? true });
        break;
      case "reward-calendar-opt-out":
        ctx.store.players.setProfile(player.id, { ...profile, rewardCalendarOptOut: body.enabled ?? true });
        break;
    }
    return c.json(changeAnswer(ctx, player.id, "The limit is set", pendingUntil));
  });

  // Confirm Bonus Buy: the bonus buy just refused over the player's own bet limit, in that game, may
  // be placed again once (services/bets.ts); nothing else skips the player's limits.
  app.post(DEFAULT_PATHS.excludeNextTransaction, async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, excludeNextTransactionRequestSchema);
    const player = ctx.store.players.byId(id);
    if (!player) throw new Error(`Player ${id} is missing`);
    const now = ctx.clock.now();
    if (isSelfExcluded(player.profile.userLimit, now))
      throw conflict("SELF_EXCLUDED", "A self-excluded player may only withdraw");
    const refused = player.profile.refusedBonusBuy;
    const until = refused ? Date.parse(refused.at) + BONUS_BUY_CONFIRM_MS : 0;
    if (!refused || refused.gameSlug !== body.gameSlug || now.getTime() >= until)
      throw conflict("NO_BONUS_BUY_TO_CONFIRM", "No bonus buy in this game was just refused over your bet limit");
    ctx.store.players.setProfile(id, {
      ...player.profile,
      refusedBonusBuy: undefined,
      bonusBuyExemption: {
        gameSlug: refused.gameSlug,
        stakeMinor: refused.stakeMinor,
        until: new Date(until).toISOString(),
      },
    });
    return c.json({ success: true, message: "Your next transaction skips the bet limit checks" });
  });

  app.post(DEFAULT_PATHS.removeLimit, async (c) => {
    const { id } = requirePlayer(c, ctx);
    const body = await readJson(c, removeLimitRequestSchema);
    const player = ctx.store.players.byId(id);
    if (!player) throw new Error(`Player ${id} is missing`);
    const now = ctx.clock.now();
    if (body.type === "self-exclusion" || body.type === "time-out" || body.type === "freeze") {
      // An exclusion runs its course: lifting one in force is refused; support lifts it, not the player.
      assertExclusionChange(player.profile.userLimit, null, now);
      return c.json(changeAnswer(ctx, player.id, "No exclusion in force", null));
    }
    if (body.type === "ghost-mode" || body.type === "reward-calendar-opt-out") {
      const flag = body.type === "ghost-mode" ? "ghostMode" : "rewardCalendarOptOut";
      ctx.store.players.setProfile(player.id, { ...player.profile, [flag]: false });
      return c.json(changeAnswer(ctx, player.id, "The setting is off", null));
    }
    if (body.type === "bet") {
      if (!canChangeBetLimit(lastBetLimitChange(ctx, player.id), now)) {
        throw conflict("CHANGE_NOT_ALLOWED", "Bet limits can be changed once an hour");
      }
    }
    const kinds = body.type === "bet" && body.period === undefined ? ["bet-max", "bet-min"] : [body.type];
    const period = body.period ?? (body.type === "monthly-win" ? 2 : -1);
    const existing = currentLimits(ctx, player.id).filter((row) => kinds.includes(row.kind) && row.period === period);
    if (existing.length === 0) throw new ApiFailure(404, "LIMIT_NOT_FOUND", `No ${body.type} limit to remove`);
    let pendingUntil: string | null = null;
    ctx.store.transaction(() => {
      for (const row of existing) {
        if (COOLED_LIMIT_KINDS.has(row.kind)) pendingUntil = changeCooledLimit(ctx, player, row.kind, period, null);
        else ctx.store.limits.remove(player.id, row.kind, period);
      }
    });
    return c.json(changeAnswer(ctx, player.id, "The limit was removed", pendingUntil));
  });
}

/** The `userLimit` an exclusion change asks for. */
type PlayerExclusion = Player["profile"]["userLimit"];
