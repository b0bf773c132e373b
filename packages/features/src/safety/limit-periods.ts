import {
  limitNoticeReached,
  limitPeriodFromCode,
  type BetSizeLimits,
  type JurisdictionProfile,
  type PeriodLimitKind,
} from "@casino/domain";
import type { LimitEntry } from "@casino/api-client";
import type { LimitPeriodState } from "@casino/ui";

/**
 * The daily, weekly and monthly state of one kind of limit from get-limits, as the limit card
 * draws it: the amount in force, what is used of it and a pending raise or removal. Entries
 * without a readable period (the bet limit's per-bet min/max) are left to their own controls. A
 * deposit or loss limit carries the notice its use has reached under the market's thresholds.
 *
 * @example limitPeriodsOf([{ type: "deposit", period: 0, amount: 100, used: 60 }], "deposit") // [{ period: "daily", amount: 100, used: 60, … }]
 */
export function limitPeriodsOf(
  limits: readonly LimitEntry[],
  kind: PeriodLimitKind,
  profile: JurisdictionProfile,
): LimitPeriodState[] {
  return limits.flatMap((entry) => {
    const period = entry.type === kind ? limitPeriodFromCode(entry.period) : null;
    if (period === null || entry.amount == null) return [];
    return [
      {
        period,
        amount: entry.amount,
        used: entry.used ?? 0,
        pendingAmount: entry.pendingAmount ?? null,
        pendingRemoval: entry.pendingRemoval === true,
        pendingUntil: entry.pendingUntil ? new Date(entry.pendingUntil) : null,
        notice: kind === "bet" ? null : limitNoticeReached(entry.used ?? 0, entry.amount, profile),
      },
    ];
  });
}

/**
 * The session time limit in force, in minutes, or `null` when none is set.
 *
 * @example sessionLimitMinutesOf([{ type: "session-time", value: 120, unit: "minutes" }]) // 120
 */
export function sessionLimitMinutesOf(limits: readonly LimitEntry[]): number | null {
  return limits.find((entry) => entry.type === "session-time")?.value ?? null;
}

/**
 * The stake limits of every bet in force (the per-bet entry of get-limits: `maxBet`, `minBet`),
 * `null` for one not set.
 *
 * @example betSizeLimitsOf([{ type: "bet", maxBet: 5, minBet: null }]) // { maxBet: 5, minBet: null }
 */
export function betSizeLimitsOf(limits: readonly LimitEntry[]): BetSizeLimits {
  const entry = limits.find((limit) => limit.type === "bet" && (limit.maxBet != null || limit.minBet != null));
  return { maxBet: entry?.maxBet ?? null, minBet: entry?.minBet ?? null };
}
