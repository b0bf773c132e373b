import { dateTimeFormat } from "@casino/domain";
// A `yyyy-MM-dd` calendar day read as midnight UTC and formatted in UTC shows that same day in
// every locale and zone, whatever the device's own zone is.
function asUtcDate(dayDate: string): Date {
  return new Date(`${dayDate}T00:00:00Z`);
}

/** Formats `yyyy-MM-dd` calendar days for display in a locale. */
export interface CalendarDayFormat {
  /** `Mon` */
  weekdayShort(dayDate: string): string;
  /** `Monday` */
  weekdayLong(dayDate: string): string;
  /** `3` */
  dayOfMonth(dayDate: string): string;
  /** `Monday, 3 March` */
  full(dayDate: string): string;
}

/** The day formats of a locale. */
export function calendarDayFormat(locale: string): CalendarDayFormat {
  const formatter = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(locale, { ...options, timeZone: "UTC" });
  const weekdayShort = formatter({ weekday: "short" });
  const weekdayLong = formatter({ weekday: "long" });
  const dayOfMonth = formatter({ day: "numeric" });
  const full = formatter({ weekday: "long", day: "numeric", month: "long" });
  return {
    weekdayShort: (dayDate) => weekdayShort.format(asUtcDate(dayDate)),
    weekdayLong: (dayDate) => weekdayLong.format(asUtcDate(dayDate)),
    dayOfMonth: (dayDate) => dayOfMonth.format(asUtcDate(dayDate)),
    full: (dayDate) => full.format(asUtcDate(dayDate)),
  };
}
