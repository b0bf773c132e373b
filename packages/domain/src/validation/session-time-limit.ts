import { check, number, pipe } from "valibot";
import { VALIDATION_MESSAGES } from "./messages";

/** Shortest session time limit, in minutes. */
export const SESSION_TIME_LIMIT_MIN_MINUTES = 10;

/** Longest session time limit, in hours: 720 hours, 30 days. */
export const SESSION_TIME_LIMIT_MAX_HOURS = 720;

/** Units a session time limit is entered in. */
export type SessionTimeLimitUnit = "minutes" | "hours" | "days";

const MINUTES_PER: Record<SessionTimeLimitUnit, number> = { minutes: 1, hours: 60, days: 1440 };

/** The bounds per unit: at least 10 minutes, 1 hour or 1 day; at most 720 hours, 30 days. */
export const SESSION_TIME_LIMIT_BOUNDS: Readonly<Record<SessionTimeLimitUnit, { min: number; max: number }>> = {
  minutes: { min: SESSION_TIME_LIMIT_MIN_MINUTES, max: SESSION_TIME_LIMIT_MAX_HOURS * 60 },
  hours: { min: 1, max: SESSION_TIME_LIMIT_MAX_HOURS },
  days: { min: 1, max: SESSION_TIME_LIMIT_MAX_HOURS / 24 },
};

/**
 * A session time limit in minutes.
 *
 * @example sessionTimeLimitMinutes(2, "hours") // 120
 */
// @__NO_SIDE_EFFECTS__
export function sessionTimeLimitMinutes(value: number, unit: SessionTimeLimitUnit): number {
  return value * MINUTES_PER[unit];
}

/**
 * The message key for a session time limit, or `null`: at least 10 minutes, 1 hour or 1 day
 * depending on the unit; at most 720 hours or 30 days (43,200 minutes). The texts take `[MIN]`
 * and `[MAX]` from {@link SESSION_TIME_LIMIT_BOUNDS}.
 *
 * @example validateSessionTimeLimit(9, "minutes") // "form.validation.invalid.session.limit.min"
 * @example validateSessionTimeLimit(721, "hours") // "form.validation.invalid.session.limit.max"
 * @example validateSessionTimeLimit(30, "days") // null
 */
// @__NO_SIDE_EFFECTS__
export function validateSessionTimeLimit(value: number, unit: SessionTimeLimitUnit): string | null {
  if (typeof value !== "number" || Number.isNaN(value)) return VALIDATION_MESSAGES.required;
  const bounds = SESSION_TIME_LIMIT_BOUNDS[unit];
  if (value < bounds.min) return VALIDATION_MESSAGES.sessionLimitMin;
  if (value > bounds.max) return VALIDATION_MESSAGES.sessionLimitMax;
  return null;
}

/**
 * The session time limit value for one unit as a valibot schema.
 *
 * @example v.parse(sessionTimeLimitSchema("hours"), 12)
 */
// @__NO_SIDE_EFFECTS__
export function sessionTimeLimitSchema(unit: SessionTimeLimitUnit) {
  return pipe(
    number(VALIDATION_MESSAGES.required),
    check(
      (value) => validateSessionTimeLimit(value, unit) === null,
      (issue) =>
        validateSessionTimeLimit(typeof issue.input === "number" ? issue.input : Number.NaN, unit) ??
        VALIDATION_MESSAGES.format,
    ),
  );
}
