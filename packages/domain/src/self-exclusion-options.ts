import { DateTime } from "luxon";
import { DEFAULT_TIME_ZONE } from "./zoned-date";
import { periodOptionEndsAt } from "./period-options";
import type { PeriodOption } from "./period-options";
import { VALIDATION_MESSAGES } from "./validation/messages";
import { calendarDayInZone } from "./zoned-date";

/** The quick self-exclusion options, shortest first. */
export const SELF_EXCLUSION_OPTIONS = [
  { key: "1h", duration: { hours: 1 } },
  { key: "12h", duration: { hours: 12 } },
  { key: "1d", duration: { days: 1 } },
  { key: "3d", duration: { days: 3 } },
  { key: "1w", duration: { weeks: 1 } },
  { key: "1m", duration: { months: 1 } },
] as const satisfies readonly PeriodOption<string>[];

/** One quick self-exclusion option. */
export type SelfExclusionOption = (typeof SELF_EXCLUSION_OPTIONS)[number]["key"];

/** Self-exclusion types: permanent, or custom for a period. */
export const SELF_EXCLUSION_TYPES = ["permanent", "custom"] as const;

/** One self-exclusion type. */
export type SelfExclusionType = (typeof SELF_EXCLUSION_TYPES)[number];

/** Units of a custom self-exclusion period. */
export const SELF_EXCLUSION_PERIOD_UNITS = ["months", "days"] as const;

/** One unit of a custom self-exclusion period. */
export type SelfExclusionPeriodUnit = (typeof SELF_EXCLUSION_PERIOD_UNITS)[number];

/**
 * When a quick self-exclusion chosen now ends. Days, weeks and months count on the player's
 * calendar, so a daylight-saving change does not move the end by an hour.
 *
 * @example selfExclusionEndsAt("1d", new Date("2026-03-28T12:00:00Z"), "Europe/Berlin") // 2026-03-29T11:00:00Z
 */
// @__NO_SIDE_EFFECTS__
export function selfExclusionEndsAt(option: SelfExclusionOption, now: Date, zone?: string): Date {
  return periodOptionEndsAt<SelfExclusionOption>(SELF_EXCLUSION_OPTIONS, option, now, zone);
}

/**
 * The `selfExclusion` day (`yyyy-MM-dd`) of a custom exclusion of `value` months or days from
 * today in the player's zone. The player stays excluded through that day, since the rule reads
 * "the exclusion date is today or later". Month ends clamp (31 January + 1 month = 28 February).
 *
 * @example customSelfExclusionUntil(3, "days", new Date("2026-03-01T12:00:00Z")) // "2026-03-04"
 */
// @__NO_SIDE_EFFECTS__
export function customSelfExclusionUntil(
  value: number,
  unit: SelfExclusionPeriodUnit,
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): string {
  const today = DateTime.fromISO(calendarDayInZone(now, zone), { zone: "utc" });
  return today.plus({ [unit]: value }).toFormat("yyyy-MM-dd");
}

/**
 * The message key for a custom self-exclusion period, or `null`: a whole number of months or
 * days, at least 1.
 *
 * @example validateSelfExclusionPeriod(0) // "form.validation.invalid.format"
 */
// @__NO_SIDE_EFFECTS__
export function validateSelfExclusionPeriod(value: number | null | undefined): string | null {
  if (value == null || Number.isNaN(value)) return VALIDATION_MESSAGES.required;
  return Number.isInteger(value) && value >= 1 ? null : VALIDATION_MESSAGES.format;
}
