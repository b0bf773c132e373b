import { dateTimeFormat } from "@casino/domain";
/**
 * A calendar day (`yyyy-MM-dd`, already in the player's zone) as the player reads dates.
 *
 * @example formatCalendarDay("2027-05-21", "en") // "May 21, 2027"
 */
export function formatCalendarDay(day: string, locale: string): string {
  return dateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}
