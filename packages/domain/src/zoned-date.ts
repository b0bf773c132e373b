import { DateTime } from "luxon";
import { DEFAULT_TIME_ZONE } from "./time-zone";

export { DEFAULT_TIME_ZONE } from "./time-zone";

/** A calendar day written `yyyy-MM-dd`, read in the player's zone. */
export type CalendarDay = string;

const CALENDAR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function zonedNow(now: Date, zone: string): DateTime {
  const dateTime = DateTime.fromJSDate(now, { zone });
  if (!dateTime.isValid) {
    throw new RangeError(`Unknown time zone "${zone}" or invalid date`);
  }
  return dateTime;
}

/**
 * Reads a `yyyy-MM-dd` calendar day (or the date part of an ISO date-time, taken in `zone`).
 * Returns `null` for anything else.
 */
function parseDay(value: string, zone: string): DateTime | null {
  const trimmed = value.trim();
  // A bare day is a calendar day, never an instant: read it in UTC so no zone can move it.
  const dateTime = CALENDAR_DAY_PATTERN.test(trimmed)
    ? DateTime.fromISO(trimmed, { zone: "utc" })
    : DateTime.fromISO(trimmed, { zone, setZone: false });
  return dateTime.isValid ? dateTime : null;
}

/**
 * The calendar day (`yyyy-MM-dd`) that `now` falls on in `zone`.
 *
 * @example calendarDayInZone(new Date("2026-03-01T23:30:00Z"), "Europe/Berlin") // "2026-03-02"
 */
export function calendarDayInZone(now: Date, zone: string = DEFAULT_TIME_ZONE): CalendarDay {
  return zonedNow(now, zone).toFormat("yyyy-MM-dd");
}

/**
 * Normalises a back-end date to a calendar day in `zone`: a `yyyy-MM-dd` value is kept as it is,
 * an ISO date-time is moved to `zone` first. Returns `null` when the value is not a date.
 *
 * @example toCalendarDay("2026-03-01T23:30:00Z", "Europe/Berlin") // "2026-03-02"
 */
export function toCalendarDay(value: string | null | undefined, zone: string = DEFAULT_TIME_ZONE): CalendarDay | null {
  if (value == null || value.trim() === "") return null;
  const dateTime = parseDay(value, zone);
  if (dateTime === null) return null;
  return CALENDAR_DAY_PATTERN.test(value.trim())
    ? dateTime.toFormat("yyyy-MM-dd")
    : dateTime.setZone(zone).toFormat("yyyy-MM-dd");
}

/**
 * Adds whole calendar days to a `yyyy-MM-dd` day (negative to go back). Daylight-saving changes
 * cannot shift the result because days are counted on the calendar, not in hours.
 *
 * @example addCalendarDays("2026-02-28", 1) // "2026-03-01"
 */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  const dateTime = parseDay(day, "utc");
  if (dateTime === null) throw new RangeError(`Not a calendar day: "${day}"`);
  return dateTime.plus({ days }).toFormat("yyyy-MM-dd");
}

/**
 * ISO weekday of a calendar day: 1 for Monday to 7 for Sunday.
 *
 * @example isoWeekdayOf("2026-03-02") // 1 (a Monday)
 */
export function isoWeekdayOf(day: CalendarDay): number {
  const dateTime = parseDay(day, "utc");
  if (dateTime === null) throw new RangeError(`Not a calendar day: "${day}"`);
  return dateTime.weekday;
}

/**
 * The Monday (`yyyy-MM-dd`) of the week that `now` falls in, in `zone`.
 *
 * @example mondayOfWeekInZone(new Date("2026-03-04T12:00:00Z")) // "2026-03-02"
 */
export function mondayOfWeekInZone(now: Date, zone: string = DEFAULT_TIME_ZONE): CalendarDay {
  const today = calendarDayInZone(now, zone);
  return addCalendarDays(today, 1 - isoWeekdayOf(today));
}

/**
 * The instant at which a calendar day starts in `zone`, as an ISO date-time with the zone's offset
 * (`2026-03-29T00:00:00.000+01:00`). Days that start at a skipped hour start at the first valid instant.
 *
 * @example startOfCalendarDayIso("2026-03-02", "Europe/Berlin") // "2026-03-02T00:00:00.000+01:00"
 */
export function startOfCalendarDayIso(day: CalendarDay, zone: string = DEFAULT_TIME_ZONE): string {
  const parsed = parseDay(day, "utc");
  if (parsed === null) throw new RangeError(`Not a calendar day: "${day}"`);
  const start = DateTime.fromObject({ year: parsed.year, month: parsed.month, day: parsed.day }, { zone }).startOf(
    "day",
  );
  const iso = start.toISO();
  if (iso === null) throw new RangeError(`Unknown time zone "${zone}"`);
  return iso;
}

/**
 * Whole calendar days from `from` to `to` (negative when `to` is earlier).
 *
 * @example calendarDaysBetween("2026-03-01", "2026-03-03") // 2
 */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  const start = parseDay(from, "utc");
  const end = parseDay(to, "utc");
  if (start === null || end === null) throw new RangeError(`Not calendar days: "${from}", "${to}"`);
  return Math.round(end.diff(start, "days").days);
}

/**
 * Minutes since midnight of `now` in `zone` (0 to 1439), for daily time windows.
 *
 * @example minuteOfDayInZone(new Date("2026-03-01T10:15:00Z"), "UTC") // 615
 */
export function minuteOfDayInZone(now: Date, zone: string = DEFAULT_TIME_ZONE): number {
  const dateTime = zonedNow(now, zone);
  return dateTime.hour * 60 + dateTime.minute;
}
