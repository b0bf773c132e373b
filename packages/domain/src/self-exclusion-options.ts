import { DateTime } from "luxon";
import { DEFAULT_TIME_ZONE } from "./zoned-date";
import { ceilToMinute, periodOptionEndsAt } from "./period-options";
import type { PeriodOption } from "./period-options";
import { VALIDATION_MESSAGES } from "./validation/messages";

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

/** The units a length of exclusion is sent in (set-limit's `unit`): the quick options' hours, the custom months or days. */
export type ExclusionLengthUnit = "minutes" | "hours" | SelfExclusionPeriodUnit;

/**
 * When an exclusion of `value` `unit`s taken at `now` ends, as an instant on a whole minute
 * (rounded up, so it is never shorter than asked). Minutes and hours are
 * elapsed time; days and months count on the player's calendar in `zone` (the same wall-clock
 * time, month ends clamped: 31 January + 1 month = 28 February), as {@link selfExclusionEndsAt}
 * does, so the site's confirm and the back end's record agree.
 *
 * @example exclusionLengthEndsAt(1, "hours", new Date("2026-11-27T01:50:00Z")) // 2026-11-27T02:50:00Z
 * @example exclusionLengthEndsAt(3, "days", new Date("2026-03-01T12:00:00Z")) // 2026-03-04T12:00:00Z
 */
// @__NO_SIDE_EFFECTS__
export function exclusionLengthEndsAt(
  value: number,
  unit: ExclusionLengthUnit,
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): Date {
  const start = DateTime.fromJSDate(now, { zone });
  if (!start.isValid) throw new RangeError(`Unknown time zone "${zone}" or invalid date`);
  return ceilToMinute(start.plus({ [unit]: value }).toJSDate());
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
