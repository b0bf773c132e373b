import { DEFAULT_TIME_ZONE } from "./zoned-date";
import { formatAmount } from "./money";
import {
  RAKEBACK_CALENDAR_DAYS,
  RAKEBACK_CALENDAR_WEEKS_BEFORE_CURRENT,
  RAKEBACK_AMOUNT_PLACEHOLDER,
} from "./rakeback-constants";
import type { CalendarDay } from "./zoned-date";
import { addCalendarDays, calendarDayInZone, mondayOfWeekInZone, toCalendarDay } from "./zoned-date";

/** One day of the rakeback calendar as get-rakeback-days sends it. */
export interface RakebackDay {
  /** The calendar day, `yyyy-MM-dd` in the player's zone. */
  dayDate: string;
  canClaimDate?: string | null;
  bonusId?: number | string | null;
  /** The day's reward. */
  amount: number;
  /** When the reward was paid; set means claimed. */
  paidAt?: string | null;
  ended?: boolean;
  future?: boolean;
  showButton?: boolean;
}

/** Where a day lies relative to today in the player's zone. */
export type RakebackDayTiming = "ended" | "today" | "future";

/**
 * What a calendar cell shows:
 * - `claimed`: the reward was paid (`paidAt` is set);
 * - `available`: the Get button shows ({@link canClaimRakebackDay});
 * - `play-to-win`: not paid and not claimable, and the day is today or still to come, so the
 *   player can still earn rakeback on it by playing;
 * - `not-claimed`: a past day whose reward was not paid and can no longer be claimed.
 */
export type RakebackDisplayState = "claimed" | "not-claimed" | "available" | "play-to-win";

/** What a rakeback rule needs besides the day. */
export interface RakebackContext {
  now: Date;
  /** IANA zone of the player, default `"UTC"`. */
  zone?: string;
  authenticated: boolean;
}

/**
 * The 28 days of the rakeback calendar (`yyyy-MM-dd`), Monday first, starting on the Monday of
 * the week before the current week in `zone`.
 *
 * @example rakebackCalendarDates(new Date("2026-03-04T12:00:00Z")) // ["2026-02-23", ..., "2026-03-22"]
 */
export function rakebackCalendarDates(now: Date, zone: string = DEFAULT_TIME_ZONE): string[] {
  const first = addCalendarDays(mondayOfWeekInZone(now, zone), -7 * RAKEBACK_CALENDAR_WEEKS_BEFORE_CURRENT);
  return Array.from({ length: RAKEBACK_CALENDAR_DAYS }, (_, index) => addCalendarDays(first, index));
}

/**
 * Whether a calendar day is over, today or still to come, by calendar day in `zone`. Throws a
 * `RangeError` for a value that is not a date (the response schema should have refused it).
 *
 * @example rakebackDayTiming("2026-03-01", new Date("2026-03-01T23:30:00Z"), "Europe/Berlin") // "ended"
 */
export function rakebackDayTiming(dayDate: string, now: Date, zone: string = DEFAULT_TIME_ZONE): RakebackDayTiming {
  const day = toCalendarDay(dayDate, zone);
  if (day === null) throw new RangeError(`Not a calendar day: "${dayDate}"`);
  const today = calendarDayInZone(now, zone);
  if (day < today) return "ended";
  return day === today ? "today" : "future";
}

function isPaid(day: RakebackDay): boolean {
  return day.paidAt != null && day.paidAt !== "";
}

/**
 * Whether the Get button shows for a day: the player is signed in, the day is not
 * paid, its amount is above 0, `showButton` is set, and the day is today or yesterday in `zone`.
 *
 * @example canClaimRakebackDay({ dayDate: "2026-03-01", amount: 1.2, showButton: true }, { now, authenticated: true })
 */
export function canClaimRakebackDay(day: RakebackDay, ctx: RakebackContext): boolean {
  if (!ctx.authenticated || isPaid(day) || !(day.amount > 0) || day.showButton !== true) return false;
  const zone = ctx.zone ?? DEFAULT_TIME_ZONE;
  const dayDate = toCalendarDay(day.dayDate, zone);
  if (dayDate === null) return false;
  const today = calendarDayInZone(ctx.now, zone);
  return dayDate === today || dayDate === addCalendarDays(today, -1);
}

/**
 * The state a calendar cell shows; see {@link RakebackDisplayState} for the exact definitions.
 *
 * @example rakebackDisplayState({ dayDate: "2026-03-01", amount: 2, paidAt: "2026-03-02T08:00:00Z" }, ctx) // "claimed"
 */
export function rakebackDisplayState(day: RakebackDay, ctx: RakebackContext): RakebackDisplayState {
  if (isPaid(day)) return "claimed";
  if (canClaimRakebackDay(day, ctx)) return "available";
  return rakebackDayTiming(day.dayDate, ctx.now, ctx.zone) === "ended" ? "not-claimed" : "play-to-win";
}

/**
 * Whether a rakeback-claim response is a success: `data.amount` is a number, 0 or more.
 * Anything else opens the error modal.
 *
 * @example isRakebackClaimSuccess({ data: { amount: 0 } }) // true
 * @example isRakebackClaimSuccess({ data: { amount: null } }) // false
 */
export function isRakebackClaimSuccess(
  response: { data?: { amount?: number | null } | null } | null | undefined,
): boolean {
  const amount = response?.data?.amount;
  return typeof amount === "number" && Number.isFinite(amount) && amount >= 0;
}

/**
 * The success modal's text with every `[AA]` replaced by the amount and the currency code
 * (`"You got [AA]"` becomes `"You got 12.50 EUR"`), the amount formatted as money elsewhere.
 *
 * @example rakebackClaimSuccessText("You got [AA]!", 12.5, "eur") // "You got 12.50 EUR!"
 */
export function rakebackClaimSuccessText(
  template: string,
  amount: number,
  currencyCode: string,
  options: { crypto?: boolean; locale?: string } = {},
): string {
  const replacement = `${formatAmount(amount, options)} ${currencyCode.trim().toUpperCase()}`.trim();
  return template.split(RAKEBACK_AMOUNT_PLACEHOLDER).join(replacement);
}

/** The query and body of POST /api/user/rakeback-claim. */
export interface RakebackClaimRequest {
  query: { timeZone: string; customerDate: CalendarDay; bonusId: string };
  body: { bonusId: string; claimDate: CalendarDay; customerDate: CalendarDay };
}

/**
 * The rakeback-claim call for a day: `claimDate` is the day claimed, `customerDate` today in the
 * player's zone, `timeZone` that zone. `bonusId` comes from the day, else from `fallbackBonusId`
 * (the calendar's bonus id).
 *
 * @example rakebackClaimRequest({ dayDate: "2026-03-01", amount: 1, bonusId: 7 }, { now, zone: "Europe/Berlin" })
 */
export function rakebackClaimRequest(
  day: RakebackDay,
  ctx: { now: Date; zone?: string; fallbackBonusId?: number | string | null },
): RakebackClaimRequest {
  const zone = ctx.zone ?? DEFAULT_TIME_ZONE;
  const customerDate = calendarDayInZone(ctx.now, zone);
  const claimDate = toCalendarDay(day.dayDate, zone) ?? day.dayDate;
  const bonusId = String(day.bonusId ?? ctx.fallbackBonusId ?? "");
  return { query: { timeZone: zone, customerDate, bonusId }, body: { bonusId, claimDate, customerDate } };
}
