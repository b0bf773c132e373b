import { percentOf, sumMoney } from "./money";

/** Polling interval of calendar-award, the cashback accumulator. */
export const CALENDAR_AWARD_REFRESH_MS = 15_000;

/** Length of one cashback accumulation cycle: it resets at every :00 and :30. */
export const CASHBACK_CYCLE_MINUTES = 30;

/** Themes for which the cashback accumulator card is hidden. */
export const CASHBACK_HIDDEN_THEMES: readonly string[] = ["lulu", "wincraft"];

const CYCLE_MS = CASHBACK_CYCLE_MINUTES * 60_000;

/**
 * The next :00 or :30 minute mark strictly after `now`, when the cashback accumulator resets.
 * Plain `Date` math on purpose: this runs on every page, and the marks fall on the same
 * instants in every time zone whose offset is a whole number of half hours.
 *
 * @example nextCashbackReset(new Date("2026-01-01T10:12:00Z")) // 2026-01-01T10:30:00Z
 */
// @__NO_SIDE_EFFECTS__
export function nextCashbackReset(now: Date): Date {
  return new Date((Math.floor(now.getTime() / CYCLE_MS) + 1) * CYCLE_MS);
}

/**
 * Milliseconds the cashback countdown shows: from `now` to the next reset, always 1 to 1,800,000.
 * When it reaches the mark the award and user data are refreshed and the count starts again.
 *
 * @example cashbackRemainingMs(new Date("2026-01-01T10:29:59Z")) // 1000
 */
// @__NO_SIDE_EFFECTS__
export function cashbackRemainingMs(now: Date): number {
  return nextCashbackReset(now).getTime() - now.getTime();
}

/**
 * Whether the cashback accumulator card is hidden for a theme: `lulu` and `wincraft`.
 * Theme names compare case-insensitively, since settings are typed by hand in the back office.
 *
 * @example isCashbackCardHidden("lulu") // true
 * @example isCashbackCardHidden("curacao") // false
 */
// @__NO_SIDE_EFFECTS__
export function isCashbackCardHidden(theme: string | null | undefined): boolean {
  if (theme == null) return false;
  return CASHBACK_HIDDEN_THEMES.includes(theme.trim().toLowerCase());
}

/**
 * The cashback payout: ngr multiplied by percent. `percent` is read as a percentage,
 * so `10` means 10 % of ngr (`{ ngr: 200, percent: 10 }` pays 20). The result is rounded to whole
 * cents, half away from zero, and is never negative: a player who is ahead (ngr below 0) gets 0.
 *
 * @example cashbackPayout({ ngr: 123.45, percent: 10 }) // 12.35
 * @example cashbackPayout({ ngr: -50, percent: 10 }) // 0
 */
// @__NO_SIDE_EFFECTS__
export function cashbackPayout(award: { ngr?: number | null; percent?: number | null }): number {
  const ngr = award.ngr ?? 0;
  const percent = award.percent ?? 0;
  if (!Number.isFinite(ngr) || !Number.isFinite(percent) || ngr <= 0 || percent <= 0) return 0;
  return percentOf(ngr, percent);
}

/** A live wallet event (a socket `debit` or `credit`) that moves the accumulated ngr. */
export interface CashbackWalletEvent {
  /** `debit` is a stake taken from the wallet, `credit` a win paid into it. */
  type: "debit" | "credit";
  /** The event's amount, positive. */
  amount: number;
}

/**
 * The accumulated ngr after a live wallet event: a debit (stake) adds to ngr, a credit (win)
 * takes from it. Summed in whole cents so repeated events never drift.
 *
 * @example applyWalletEventToNgr(10.1, { type: "debit", amount: 0.2 }) // 10.3
 * @example applyWalletEventToNgr(10, { type: "credit", amount: 2.5 }) // 7.5
 */
// @__NO_SIDE_EFFECTS__
export function applyWalletEventToNgr(ngr: number, event: CashbackWalletEvent): number {
  const amount = Math.abs(event.amount);
  return sumMoney([ngr, event.type === "debit" ? amount : -amount]);
}
