import type { JurisdictionProfile } from "./jurisdiction";
import { periodOptionEndsAt } from "./period-options";
import type { PeriodOption } from "./period-options";

/**
 * Time-out lengths a player can take (a break shorter than a self-exclusion), shortest first, in
 * whole days so the back end records them like a freeze. A profile keeps those inside its range
 * ({@link timeOutOptions}).
 */
export const TIME_OUT_OPTIONS = [
  { key: "24h", duration: { days: 1 } },
  { key: "3d", duration: { days: 3 } },
  { key: "1w", duration: { weeks: 1 } },
  { key: "2w", duration: { weeks: 2 } },
  { key: "4w", duration: { weeks: 4 } },
  { key: "6w", duration: { weeks: 6 } },
] as const satisfies readonly PeriodOption<string>[];

/** One time-out length. */
export type TimeOutOption = (typeof TIME_OUT_OPTIONS)[number]["key"];

const HOURS_PER = { days: 24, weeks: 168 } as const;

/**
 * A time-out option's length in whole days.
 *
 * @example timeOutDays("2w") // 14
 */
// @__NO_SIDE_EFFECTS__
export function timeOutDays(option: TimeOutOption): number {
  const chosen = TIME_OUT_OPTIONS.find((entry) => entry.key === option);
  if (chosen === undefined) throw new RangeError(`Unknown time-out "${option}"`);
  const duration: { days?: number; weeks?: number } = chosen.duration;
  return ((duration.days ?? 0) * HOURS_PER.days + (duration.weeks ?? 0) * HOURS_PER.weeks) / 24;
}

/**
 * The time-out options a profile allows: from its shortest (`timeOutMinHours`) to its longest
 * (`timeOutMaxDays`), both included.
 *
 * @example timeOutOptions(jurisdictionProfile("uk")) // ["24h", "3d", "1w", "2w", "4w", "6w"]
 */
// @__NO_SIDE_EFFECTS__
export function timeOutOptions(profile: JurisdictionProfile): TimeOutOption[] {
  return TIME_OUT_OPTIONS.map((option) => option.key).filter((key) => {
    const days = timeOutDays(key);
    return days * 24 >= profile.timeOutMinHours && days <= profile.timeOutMaxDays;
  });
}

/**
 * When a time-out chosen now ends, counting days on the player's calendar.
 *
 * @example timeOutEndsAt("1w", new Date("2026-03-01T12:00:00Z")) // 2026-03-08T12:00:00Z
 */
// @__NO_SIDE_EFFECTS__
export function timeOutEndsAt(option: TimeOutOption, now: Date, zone?: string): Date {
  return periodOptionEndsAt<TimeOutOption>(TIME_OUT_OPTIONS, option, now, zone);
}

/**
 * The time-out the profile's one-tap lock takes, or `null` where the profile has none (or its length
 * is not one of {@link TIME_OUT_OPTIONS}).
 *
 * @example quickLockTimeOut(jurisdictionProfile("de")) // "24h"
 * @example quickLockTimeOut(jurisdictionProfile("uk")) // null
 */
// @__NO_SIDE_EFFECTS__
export function quickLockTimeOut(profile: JurisdictionProfile): TimeOutOption | null {
  const hours = profile.quickLockHours;
  if (hours === null) return null;
  return TIME_OUT_OPTIONS.find((option) => timeOutDays(option.key) * 24 === hours)?.key ?? null;
}
