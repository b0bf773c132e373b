import { DateTime } from "luxon";
import type { DurationLikeObject } from "luxon";
import { DEFAULT_TIME_ZONE } from "./zoned-date";

/** A choice of period such as a self-exclusion or freeze option. */
export interface PeriodOption<TKey extends string> {
  key: TKey;
  duration: DurationLikeObject;
}

/**
 * When the option with `key` chosen at `now` ends. Days, weeks and months count on the player's
 * calendar in `zone`, so a daylight-saving change keeps the wall-clock time.
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
  return DateTime.fromJSDate(now, { zone }).plus(chosen.duration).toJSDate();
}
