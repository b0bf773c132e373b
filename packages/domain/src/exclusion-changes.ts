import type { ExclusionChangeErrorCode } from "./exclusion-errors";
import { isSelfExcluded } from "./self-exclusion";
import type { SelfExclusionLimit } from "./self-exclusion";
import { DEFAULT_TIME_ZONE, calendarDayInZone, toCalendarDay } from "./zoned-date";

/** What an exclusion change comes to: accepted, or refused with the code the player is shown. */
export type ExclusionChangeDecision =
  | { allowed: true }
  | {
      allowed: false;
      errorCode: ExclusionChangeErrorCode;
      /** The last excluded day (`yyyy-MM-dd`) of the exclusion in force; `null` when it is permanent. */
      excludedUntil: string | null;
    };

/** The last day a limit excludes (`yyyy-MM-dd` in `zone`), `null` when it excludes no day from today on. */
function lastExcludedDay(limit: SelfExclusionLimit | null | undefined, now: Date, zone: string): string | null {
  const day = toCalendarDay(limit?.selfExclusion, zone);
  return day !== null && day >= calendarDayInZone(now, zone) ? day : null;
}

/**
 * Whether a self-exclusion, time-out or freeze may be replaced by `requested` (the new `userLimit`;
 * `null`, or one without a permanent flag or a day, lifts it). Exclusions only get stricter: while
 * one is in force, a change that ends it earlier or lifts it is refused
 * (`EXCLUSION_CANNOT_BE_SHORTENED`), a permanent one is final (`EXCLUSION_PERMANENT`), and a longer
 * or permanent one is accepted. Days compare as `isSelfExcluded` reads them: an exclusion runs
 * through its last day in `zone`, so a 1-hour time-out and a 12-hour one ending the same day are
 * equal. With nothing in force, any change is accepted. See docs/features.md, "Self-exclusion,
 * time-out and freeze".
 *
 * @example exclusionChangeDecision({ selfExclusion: "2026-09-01" }, { selfExclusion: "2026-03-05" }, new Date("2026-03-04T12:00:00Z")) // { allowed: false, errorCode: "EXCLUSION_CANNOT_BE_SHORTENED", excludedUntil: "2026-09-01" }
 * @example exclusionChangeDecision({ selfExclusion: "2026-09-01" }, { isSelfExclusionPermanent: true }, new Date("2026-03-04T12:00:00Z")) // { allowed: true }
 */
// @__NO_SIDE_EFFECTS__
export function exclusionChangeDecision(
  current: SelfExclusionLimit | null | undefined,
  requested: SelfExclusionLimit | null | undefined,
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): ExclusionChangeDecision {
  if (!isSelfExcluded(current, now, zone)) return { allowed: true };
  const requestedPermanent = requested?.isSelfExclusionPermanent === true;
  if (current?.isSelfExclusionPermanent === true) {
    return requestedPermanent
      ? { allowed: true }
      : { allowed: false, errorCode: "EXCLUSION_PERMANENT", excludedUntil: null };
  }
  if (requestedPermanent) return { allowed: true };
  // In force and not permanent, so it has a last day from today on.
  const currentDay = lastExcludedDay(current, now, zone);
  const requestedDay = lastExcludedDay(requested, now, zone);
  if (currentDay !== null && (requestedDay === null || requestedDay < currentDay)) {
    return { allowed: false, errorCode: "EXCLUSION_CANNOT_BE_SHORTENED", excludedUntil: currentDay };
  }
  return { allowed: true };
}
