import { DateTime } from "luxon";
import { check, pipe, string } from "valibot";
import { calendarDayInZone } from "../zoned-date";
import { VALIDATION_MESSAGES } from "./messages";
import { DAY, isPlaceholderBirthDate, PLACEHOLDER_BIRTH_YEAR } from "./birth-date-placeholder";

export { givenBirthDate, isPlaceholderBirthDate, PLACEHOLDER_BIRTH_YEAR } from "./birth-date-placeholder";

/** Youngest age allowed to register and deposit. */
export const MIN_AGE_YEARS = 18;

/** Oldest age the date-of-birth input allows; the birthday picker's year list covers as many years. */
export const MAX_AGE_YEARS = 100;

function yearsBefore(today: string, years: number): string {
  // luxon clamps 29 February to 28 February in a common year, so a leap-day birthday comes
  // of age on 1 March there (the day after the 28th, when `max` has moved past it).
  return DateTime.fromISO(today, { zone: "utc" }).minus({ years }).toFormat("yyyy-MM-dd");
}

/**
 * The range of the date-of-birth input as `yyyy-MM-dd` days in the player's zone: `max` is 18
 * years before today (the youngest allowed), `min` 100 years before today.
 *
 * @example dateOfBirthBounds(new Date("2026-03-01T12:00:00Z")) // { min: "1926-03-01", max: "2008-03-01" }
 */
// @__NO_SIDE_EFFECTS__
export function dateOfBirthBounds(now: Date, zone?: string): { min: string; max: string } {
  const today = calendarDayInZone(now, zone);
  return { min: yearsBefore(today, MAX_AGE_YEARS), max: yearsBefore(today, MIN_AGE_YEARS) };
}

/**
 * The date the birthday picker starts on: the stored date of birth, or 18 years ago when it is
 * missing or the 1900 placeholder.
 *
 * @example birthDateForPicker("1900-01-01", new Date("2026-03-01T12:00:00Z")) // "2008-03-01"
 */
// @__NO_SIDE_EFFECTS__
export function birthDateForPicker(value: string | null | undefined, now: Date, zone?: string): string {
  const day = DAY.exec(value?.trim() ?? "")?.[0];
  if (day === undefined || isPlaceholderBirthDate(day) || !DateTime.fromISO(day).isValid)
    return dateOfBirthBounds(now, zone).max;
  return day;
}

/**
 * The years of the birthday picker, newest first: this year back to 100 years ago. The years of
 * players under 18 are in the list on purpose, so a too-young birth date can be picked and is then
 * refused in words (`form.validation.invalid.dob`) rather than silently missing.
 *
 * @example birthYearOptions(new Date("2026-03-01T12:00:00Z")).slice(0, 2) // [2026, 2025]
 * @example birthYearOptions(new Date("2026-03-01T12:00:00Z")).at(-1) // 1926
 */
// @__NO_SIDE_EFFECTS__
export function birthYearOptions(now: Date, zone?: string): number[] {
  const thisYear = Number(calendarDayInZone(now, zone).slice(0, 4));
  const years: number[] = [];
  for (let year = thisYear; year >= thisYear - MAX_AGE_YEARS; year -= 1) years.push(year);
  return years;
}

/**
 * Days in a month, for the birthday picker's day list (leap years included).
 *
 * @example daysInMonth(2024, 2) // 29
 */
// @__NO_SIDE_EFFECTS__
export function daysInMonth(year: number, month: number): number {
  return DateTime.utc(year, month, 1).daysInMonth ?? 31;
}

/** A birth date split into the birthday picker's three lists (month 1 to 12). */
export interface BirthDateParts {
  year: number;
  month: number;
  day: number;
}

/**
 * The picker's day, month and year for a stored date of birth: the date itself, or 18 years ago
 * when it is missing or the 1900 placeholder.
 *
 * @example birthDateParts("1990-05-17", new Date("2026-03-01T12:00:00Z")) // { year: 1990, month: 5, day: 17 }
 */
// @__NO_SIDE_EFFECTS__
export function birthDateParts(value: string | null | undefined, now: Date, zone?: string): BirthDateParts {
  const [year, month, day] = birthDateForPicker(value, now, zone).split("-").map(Number);
  return { year: year ?? PLACEHOLDER_BIRTH_YEAR, month: month ?? 1, day: day ?? 1 };
}

/**
 * The `yyyy-MM-dd` date the picker's lists show, the day kept within the month (31 March moved to
 * February becomes the 28th, or the 29th in a leap year), so every choice is a real day.
 *
 * @example composeBirthDate({ year: 2023, month: 2, day: 31 }) // "2023-02-28"
 * @example composeBirthDate({ year: 2024, month: 2, day: 31 }) // "2024-02-29"
 */
// @__NO_SIDE_EFFECTS__
export function composeBirthDate({ year, month, day }: BirthDateParts): string {
  const kept = Math.min(Math.max(day, 1), daysInMonth(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(kept).padStart(2, "0")}`;
}

/**
 * The message key for a date of birth (`yyyy-MM-dd`), or `null`: required when empty or the
 * placeholder, `invalid.format` when not a real day, `invalid.dob` when under 18, `invalid.dob.check`
 * ("check your date of birth") when over 100.
 *
 * @example validateDateOfBirth("2010-01-01", new Date("2026-03-01T12:00:00Z")) // "form.validation.invalid.dob"
 */
// @__NO_SIDE_EFFECTS__
export function validateDateOfBirth(value: string | null | undefined, now: Date, zone?: string): string | null {
  const trimmed = value?.trim() ?? "";
  if (trimmed === "" || isPlaceholderBirthDate(trimmed)) return VALIDATION_MESSAGES.required;
  const day = DAY.exec(trimmed)?.[0];
  if (day === undefined || !DateTime.fromISO(day).isValid) return VALIDATION_MESSAGES.format;
  const { min, max } = dateOfBirthBounds(now, zone);
  if (day > max) return VALIDATION_MESSAGES.dateOfBirth;
  // Older than the picker reaches: almost surely a typo, hence the "check your date of birth" prompt.
  return day < min ? VALIDATION_MESSAGES.dateOfBirthCheck : null;
}

/**
 * The date-of-birth field as a valibot schema for today's bounds.
 *
 * @example v.parse(dateOfBirthSchema(new Date()), "1990-05-17")
 */
// @__NO_SIDE_EFFECTS__
export function dateOfBirthSchema(now: Date, zone?: string) {
  return pipe(
    string(VALIDATION_MESSAGES.required),
    check(
      (value) => validateDateOfBirth(value, now, zone) === null,
      (issue) =>
        validateDateOfBirth(typeof issue.input === "string" ? issue.input : "", now, zone) ??
        VALIDATION_MESSAGES.format,
    ),
  );
}
