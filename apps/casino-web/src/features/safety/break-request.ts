import type { SetLimitRequest } from "@casino/api-client";
import { FREEZE_OPTIONS, timeOutDays, type FreezeOption, type TimeOutOption } from "@casino/domain";
import type { BreakChoice, BreakKind } from "@casino/ui";

function freezeDays(option: FreezeOption): number {
  const { duration } = FREEZE_OPTIONS.find((entry) => entry.key === option) ?? FREEZE_OPTIONS[0];
  return "weeks" in duration ? duration.weeks * 7 : duration.days;
}

/**
 * The set-limit body of a freeze or a time-out: its length in whole days (a week is 7), as the
 * back end records both.
 *
 * @example breakRequest("freeze", "1w") // { type: "freeze", value: 7, unit: "days" }
 * @example breakRequest("time-out", "24h") // { type: "time-out", value: 1, unit: "days" }
 */
export function breakRequest(kind: BreakKind, choice: BreakChoice): SetLimitRequest {
  const value = kind === "freeze" ? freezeDays(choice as FreezeOption) : timeOutDays(choice as TimeOutOption);
  return { type: kind, value, unit: "days" };
}
