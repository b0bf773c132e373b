import { isLimitChangeDue } from "@casino/domain";
import type { LimitRecord } from "../db/limit-store.ts";
import type { ServerContext } from "../server-context.ts";

/** Limit periods on the wire (daily 0, weekly 1, monthly 2). */
export const PERIOD_NAMES = ["daily", "weekly", "monthly"] as const;

/** A period's name. */
export type PeriodName = (typeof PERIOD_NAMES)[number];

/** Start (UTC) of the current day, ISO week (Monday) or month. */
export function periodStart(now: Date, period: number): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 1) day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  if (period === 2) day.setUTCDate(1);
  return day.toISOString();
}

/**
 * A player's limits as they stand now: a loosening whose cooling-off has passed is applied first
 * (`isLimitChangeDue`; `docs/features.md`, "Limits"), so every reader sees the limit in force.
 */
export function currentLimits(ctx: ServerContext, playerId: number): LimitRecord[] {
  const now = ctx.clock.now();
  const due = ctx.store.limits
    .list(playerId)
    .filter((row) => row.pendingUntil !== null && isLimitChangeDue(row.pendingUntil, now));
  if (due.length === 0) return ctx.store.limits.list(playerId);
  ctx.store.transaction(() => {
    for (const row of due) {
      if (row.pendingValue === null) ctx.store.limits.remove(playerId, row.kind, row.period);
      else
        ctx.store.limits.set(playerId, {
          kind: row.kind,
          period: row.period,
          value: row.pendingValue,
          updatedAt: row.pendingUntil ?? now.toISOString(),
        });
    }
  });
  return ctx.store.limits.list(playerId);
}

/**
 * What the player has used of a `kind` limit (`deposit`, `bet` stakes, `loss` = stakes minus wins,
 * never below 0) in the current `period` (0 daily, 1 weekly, 2 monthly), in minor units.
 */
export function limitUsed(
  ctx: ServerContext,
  playerId: number,
  kind: "deposit" | "bet" | "loss",
  period: number,
): number {
  const since = periodStart(ctx.clock.now(), period);
  const { transactions } = ctx.store;
  if (kind === "deposit") return transactions.sum(playerId, "deposit", ["completed", "pending", "processing"], since);
  const staked = transactions.sum(playerId, "bet", ["completed"], since);
  if (kind === "bet") return staked;
  return Math.max(0, staked - transactions.sum(playerId, "win", ["completed"], since));
}

/**
 * The first period whose `kind` limit this amount (minor units) would pass, or null when none would.
 */
export function limitExceeded(
  ctx: ServerContext,
  playerId: number,
  kind: "deposit" | "bet" | "loss",
  amountMinor: number,
): PeriodName | null {
  for (const limit of currentLimits(ctx, playerId)) {
    if (limit.kind !== kind || limit.period < 0 || limit.period > 2) continue;
    if (limitUsed(ctx, playerId, kind, limit.period) + amountMinor > limit.value)
      return PERIOD_NAMES[limit.period] ?? "daily";
  }
  return null;
}

/** When the player last changed a bet limit (the once-an-hour rule: `docs/features.md`, "Limits"), or null. */
export function lastBetLimitChange(ctx: ServerContext, playerId: number): string | null {
  const changes = currentLimits(ctx, playerId)
    .filter((row) => row.kind.startsWith("bet"))
    .map((row) => row.updatedAt)
    .sort();
  return changes.at(-1) ?? null;
}
