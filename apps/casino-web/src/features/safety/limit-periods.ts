import { limitPeriodFromCode, type PeriodLimitKind } from "@casino/domain";
import type { LimitEntry } from "@casino/api-client";
import type { LimitPeriodState } from "@casino/ui";

/**
 * The daily, weekly and monthly state of one kind of limit from get-limits, as the limit card
 * draws it: the amount in force, what is used of it and a pending raise or removal. Entries
 * without a readable period (the bet limit's per-bet min/max) are left to their own controls.
 *
 * @example limitPeriodsOf([{ type: "deposit", period: 0, amount: 100, used: 60 }], "deposit") // [{ period: "daily", amount: 100, used: 60, … }]
 */
export function limitPeriodsOf(limits: readonly LimitEntry[], kind: PeriodLimitKind): LimitPeriodState[] {
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
      },
    ];
  });
}
