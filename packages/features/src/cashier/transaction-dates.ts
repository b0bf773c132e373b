import { dateTimeFormat } from "@casino/domain";

/**
 * A transaction's time as the player reads it: date and time in their locale and zone; the text
 * as sent when it is not a date.
 *
 * @example formatTransactionTime("2026-11-23T12:05:00Z", "de", "Europe/Berlin") // "23.11.2026, 13:05"
 */
export function formatTransactionTime(iso: string | null | undefined, locale: string, zone: string): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: zone }).format(date);
}
