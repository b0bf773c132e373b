import { DEFAULT_PATHS, removeLimitRequestSchema, setLimitRequestSchema } from "@casino/api-client";
import {
  calendarDayInZone,
  canChangeBetLimit,
  customSelfExclusionUntil,
  isSelfExcluded,
  nextBetLimitChangeAt,
  validateSelfExclusionPeriod,
  validateSessionTimeLimit,
} from "@casino/domain";
import type { Hono } from "hono";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { readJson } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { limitsData } from "../services/limit-rows.ts";
import { conflict } from "../http/refusals.ts";
import { lastBetLimitChange } from "../services/limits.ts";

function requireNumber(value: number | undefined, field: string): number {
  if (value === undefined || !Number.isFinite(value) || value <= 0) {
    throw new ApiFailure(400, "VALIDATION_ERROR", `${field} must be a number above 0`, {
      issues: [{ field, message: "form.validation.invalid.required" }],
    });
  }
  return value;
}

/** Responsible-gambling limits: read, set (with the spec's bounds and the bet-limit hour), remove. */
export function registerLimitRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.limits, (c) => {
    const player = requirePlayer(c, ctx);
    return c.json({ success: true, data: limitsData(ctx, player) });
  });

  app.post(DEFAULT_PATHS.setLimit, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, setLimitRequestSchema);
    const now = ctx.clock.now();
    const nowIso = now.toISOString();
    const profile = { ...player.profile };

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
        ctx.store.transaction(() => {
          if (body.period !== undefined)
            ctx.store.limits.set(player.id, {
              kind: "bet",
              period: body.period,
              value: requireNumber(body.amount, "amount"),
              updatedAt: nowIso,
            });
          if (body.maxBet !== undefined)
            ctx.store.limits.set(player.id, {
              kind: "bet-max",
              period: -1,
              value: requireNumber(body.maxBet, "maxBet"),
              updatedAt: nowIso,
            });
          if (body.minBet !== undefined)
            ctx.store.limits.set(player.id, {
              kind: "bet-min",
              period: -1,
              value: requireNumber(body.minBet, "minBet"),
              updatedAt: nowIso,
            });
        });
        break;
      }
      case "loss":
      case "deposit": {
        if (body.period === undefined)
          throw new ApiFailure(400, "VALIDATION_ERROR", "period is required (0 daily, 1 weekly, 2 monthly)", {
            issues: [{ field: "period", message: "form.validation.invalid.required" }],
          });
        ctx.store.limits.set(player.id, {
          kind: body.type,
          period: body.period,
          value: requireNumber(body.amount, "amount"),
          updatedAt: nowIso,
        });
        break;
      }
      case "monthly-win":
        ctx.store.limits.set(player.id, {
          kind: "monthly-win",
          period: 2,
          value: requireNumber(body.amount, "amount"),
          updatedAt: nowIso,
        });
        break;
      case "session-time": {
        const value = requireNumber(body.value, "value");
        const unit = body.unit === "hours" || body.unit === "days" ? body.unit : "minutes";
        const key = validateSessionTimeLimit(value, unit);
        if (key)
          throw new ApiFailure(400, "VALIDATION_ERROR", `value: ${key}`, {
            issues: [{ field: "value", message: key }],
          });
        const minutes = unit === "days" ? value * 1440 : unit === "hours" ? value * 60 : value;
        ctx.store.limits.set(player.id, { kind: "session-time", period: -1, value: minutes, updatedAt: nowIso });
        break;
      }
      case "self-exclusion":
      case "freeze": {
        if (body.permanent === true && body.type === "self-exclusion") {
          profile.userLimit = { isSelfExclusionPermanent: true, selfExclusion: null };
        } else {
          const value = requireNumber(body.value, "value");
          const unit = body.unit ?? "days";
          let until: string;
          if (unit === "months" || unit === "days") {
            const key = validateSelfExclusionPeriod(value);
            if (key)
              throw new ApiFailure(400, "VALIDATION_ERROR", `value: ${key}`, {
                issues: [{ field: "value", message: key }],
              });
            until = customSelfExclusionUntil(value, unit, now);
          } else {
            // The quick options in hours (1h, 12h) end within a day or two: the exclusion date is that day.
            const ms = unit === "hours" ? value * 3_600_000 : value * 60_000;
            until = calendarDayInZone(new Date(now.getTime() + ms), "UTC");
          }
          profile.userLimit = { isSelfExclusionPermanent: false, selfExclusion: until };
        }
        ctx.store.players.setProfile(player.id, profile);
        break;
      }
      case "ghost-mode":
        ctx.store.players.setProfile(player.id, { ...profile, ghostMode: body.enabled ?? true });
        break;
      case "reward-calendar-opt-out":
        ctx.store.players.setProfile(player.id, { ...profile, rewardCalendarOptOut: body.enabled ?? true });
        break;
    }
    const updated = ctx.store.players.byId(player.id) ?? player;
    return c.json({ success: true, message: "The limit is set", data: limitsData(ctx, updated) });
  });

  app.post(DEFAULT_PATHS.removeLimit, async (c) => {
    const player = requirePlayer(c, ctx);
    const body = await readJson(c, removeLimitRequestSchema);
    const now = ctx.clock.now();
    if (body.type === "self-exclusion" || body.type === "freeze") {
      // Responsible gambling: an exclusion runs its course; support lifts it, not the player.
      if (isSelfExcluded(player.profile.userLimit, now))
        throw conflict("LIMIT_LOCKED", "A self-exclusion cannot be removed before it ends");
      return c.json({ success: true, message: "No exclusion in force", data: limitsData(ctx, player) });
    }
    if (body.type === "ghost-mode" || body.type === "reward-calendar-opt-out") {
      const flag = body.type === "ghost-mode" ? "ghostMode" : "rewardCalendarOptOut";
      ctx.store.players.setProfile(player.id, { ...player.profile, [flag]: false });
      return c.json({
        success: true,
        message: "The setting is off",
        data: limitsData(ctx, ctx.store.players.byId(player.id) ?? player),
      });
    }
    if (body.type === "bet") {
      if (!canChangeBetLimit(lastBetLimitChange(ctx, player.id), now)) {
        throw conflict("CHANGE_NOT_ALLOWED", "Bet limits can be changed once an hour");
      }
    }
    const kinds = body.type === "bet" && body.period === undefined ? ["bet-max", "bet-min"] : [body.type];
    const period = body.period ?? (body.type === "monthly-win" ? 2 : -1);
    const removed = kinds.map((kind) => ctx.store.limits.remove(player.id, kind, period)).some(Boolean);
    if (!removed) throw new ApiFailure(404, "LIMIT_NOT_FOUND", `No ${body.type} limit to remove`);
    return c.json({
      success: true,
      message: "The limit was removed",
      data: limitsData(ctx, ctx.store.players.byId(player.id) ?? player),
    });
  });
}
