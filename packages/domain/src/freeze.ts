import { periodOptionEndsAt } from "./period-options";
import type { PeriodOption } from "./period-options";

/**
 * Account freeze options, in the spec's order. "7 days" and "1 week" are both
 * listed there and kept: brands label them differently.
 */
export const FREEZE_OPTIONS = [
  { key: "1d", duration: { days: 1 } },
  { key: "3d", duration: { days: 3 } },
  { key: "7d", duration: { days: 7 } },
  { key: "10d", duration: { days: 10 } },
  { key: "1w", duration: { weeks: 1 } },
] as const satisfies readonly PeriodOption<string>[];

/** One freeze option. */
export type FreezeOption = (typeof FREEZE_OPTIONS)[number]["key"];

/**
 * When a freeze chosen now ends, counting days on the player's calendar.
 *
 * @example freezeEndsAt("10d", new Date("2026-03-01T12:00:00Z")) // 2026-03-11T12:00:00Z
 */
// @__NO_SIDE_EFFECTS__
export function freezeEndsAt(option: FreezeOption, now: Date, zone?: string): Date {
  return periodOptionEndsAt<FreezeOption>(FREEZE_OPTIONS, option, now, zone);
}
