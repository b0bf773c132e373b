import { DateTime } from "luxon";
import type { DurationLikeObject } from "luxon";
import { DEFAULT_TIME_ZONE } from "./zoned-date";

/** A choice of period such as a self-exclusion or freeze option. */
export interface PeriodOption<TKey extends string> {
  key: TKey;
  duration: DurationLikeObject;
}

const MINUTE_MS = 60_000;

/**
 * An instant rounded up to its next whole minute (a whole minute stays as it is): exclusions end
 * on a minute, so the time a player reads ("until 1:00 PM") is the end, never before it.
 *
 * @example ceilToMinute(new Date("2026-03-04T13:00:20Z")) // 2026-03-04T13:01:00Z
 */
// @__NO_SIDE_EFFECTS__
export function ceilToMinute(instant: Date): Date {
  return new Date(Math.ceil(instant.getTime() / MINUTE_MS) * MINUTE_MS);
}

/**
 * When the option with `key` chosen at `now` ends, on a whole minute ({@link ceilToMinute}). Days,
 * weeks and months count on the player's calendar in `zone`, so a daylight-saving change keeps the
 * wall-clock time.
 *
 * @example periodOptionEndsAt([{ key: "1d", duration: { days: 1 } }], "1d", new Date("2026-03-01T12:00:00Z")) // 2026-03-02T12:00:00Z
 */
// @__NO_SIDE_EFFECTS__
export function periodOptionEndsAt<TKey extends string>(
  options: readonly PeriodOption<TKey>[],
  key: TKey,
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): Date {
  const chosen = options.find((option) => option.key === key);
  if (chosen === undefined) throw new RangeError(`Unknown option "${key}"`);
  return ceilToMinute(DateTime.fromJSDate(now, { zone }).plus(chosen.duration).toJSDate());
}
