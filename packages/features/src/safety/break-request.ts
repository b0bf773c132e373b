import type { SetLimitRequest } from "@casino/api-client";
import { FREEZE_OPTIONS, timeOutDays, type FreezeOption, type TimeOutOption } from "@casino/domain";
import type { BreakChoice, BreakKind } from "@casino/ui";

function freezeDays(option: FreezeOption): number {
  const { duration } = FREEZE_OPTIONS.find((entry) => entry.key === option) ?? FREEZE_OPTIONS[0];
  return "weeks" in duration ? duration.weeks * 7 : duration.days;
}

/**
 * The set-limit body of a freeze or a time-out: its length in whole days (a week is 7) with the
 * player's zone, so the back end ends it at the same time of day the confirm named.
 *
 * @example breakRequest("freeze", "1w", "UTC") // { type: "freeze", value: 7, unit: "days", timeZone: "UTC" }
 * @example breakRequest("time-out", "24h", "UTC") // { type: "time-out", value: 1, unit: "days", timeZone: "UTC" }
 */
export function breakRequest(kind: BreakKind, choice: BreakChoice, timeZone: string): SetLimitRequest {
  const value = kind === "freeze" ? freezeDays(choice as FreezeOption) : timeOutDays(choice as TimeOutOption);
  return { type: kind, value, unit: "days", timeZone };
}
