import { PAGE_SIZE } from "./call-conventions";
import { DEFAULT_TIME_ZONE } from "./zoned-date";
import type { CalendarDay } from "./zoned-date";
import { addCalendarDays, calendarDayInZone, isoWeekdayOf, startOfCalendarDayIso } from "./zoned-date";

/** Days shown by the promotions calendar preview, today first. */
export const PROMOTIONS_PREVIEW_DAYS = 7;

/**
 * The days of the promotions calendar preview: seven `yyyy-MM-dd` days in
 * `zone`, today first.
 *
 * @example promotionsPreviewDates(new Date("2026-03-04T12:00:00Z")) // ["2026-03-04", ..., "2026-03-10"]
 */
export function promotionsPreviewDates(now: Date, zone: string = DEFAULT_TIME_ZONE): CalendarDay[] {
  const today = calendarDayInZone(now, zone);
  return Array.from({ length: PROMOTIONS_PREVIEW_DAYS }, (_, index) => addCalendarDays(today, index));
}

/** The calendar-day part of the get-all-bonus query. */
export interface BonusListDayQuery {
  /** ISO weekday of the day: `"1"` for Monday to `"7"` for Sunday. */
  dayOfWeek: string;
  /** The player's IANA zone. */
  timeZone: string;
  /** The instant the day starts in the player's zone, ISO with offset. */
  calendarDateTime: string;
  /** Page size, 24. */
  limit: string;
  /** First page. */
  pageNo: string;
}

/**
 * The query that asks get-all-bonus for the promotions of one calendar day. The
 * spec names the parameters but not their format; this package sends the ISO weekday (1 Monday
 * to 7 Sunday, matching the Monday-first calendars), the IANA zone, and the start of the day in
 * that zone as an ISO date-time with offset. Values are strings, ready for `URLSearchParams`.
 *
 * @example bonusListDayQuery("2026-03-02", "Europe/Berlin")
 * // { dayOfWeek: "1", timeZone: "Europe/Berlin", calendarDateTime: "2026-03-02T00:00:00.000+01:00", limit: "24", pageNo: "1" }
 */
export function bonusListDayQuery(day: CalendarDay, zone: string = DEFAULT_TIME_ZONE, pageNo = 1): BonusListDayQuery {
  return {
    dayOfWeek: String(isoWeekdayOf(day)),
    timeZone: zone,
    calendarDateTime: startOfCalendarDayIso(day, zone),
    limit: String(PAGE_SIZE),
    pageNo: String(pageNo),
  };
}
