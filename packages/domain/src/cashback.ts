import { CASHBACK_CYCLE_MINUTES } from "./constants";

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
