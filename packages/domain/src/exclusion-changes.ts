import type { ExclusionChangeErrorCode } from "./exclusion-errors";
import { exclusionEndsAt, isSelfExcluded } from "./self-exclusion";
import type { SelfExclusionLimit } from "./self-exclusion";
import { DEFAULT_TIME_ZONE } from "./zoned-date";

/** What an exclusion change comes to: accepted, or refused with the code the player is shown. */
export type ExclusionChangeDecision =
  | { allowed: true }
  | {
      allowed: false;
      errorCode: ExclusionChangeErrorCode;
      /** When the exclusion in force ends (to the minute); `null` when it is permanent. */
      excludedUntil: Date | null;
    };

/**
 * Whether a self-exclusion, time-out or freeze may be replaced by `requested` (the new `userLimit`;
 * `null`, or one without a permanent flag or an end, lifts it). Exclusions only get stricter: while
 * one is in force, a change that ends it earlier or lifts it is refused
 * (`EXCLUSION_CANNOT_BE_SHORTENED`), a permanent one is final (`EXCLUSION_PERMANENT`), and one that
 * ends at the same minute or later, or a permanent one, is accepted. Ends compare as instants to
 * the minute ({@link exclusionEndsAt}), so a 1-hour exclusion is shorter than a 12-hour one. With
 * nothing in force, any change is accepted. See docs/features.md, "Self-exclusion, time-out and
 * freeze".
 *
 * @example exclusionChangeDecision({ selfExclusion: "2026-09-01T12:00:00Z" }, { selfExclusion: "2026-03-05T12:00:00Z" }, new Date("2026-03-04T12:00:00Z")) // { allowed: false, errorCode: "EXCLUSION_CANNOT_BE_SHORTENED", excludedUntil: 2026-09-01T12:00:00Z }
 * @example exclusionChangeDecision({ selfExclusion: "2026-09-01T12:00:00Z" }, { isSelfExclusionPermanent: true }, new Date("2026-03-04T12:00:00Z")) // { allowed: true }
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
  // In force and not permanent, so it has an end after now.
  const currentEnd = exclusionEndsAt(current, zone);
  const requestedEnd = exclusionEndsAt(requested, zone);
  if (currentEnd !== null && (requestedEnd === null || requestedEnd.getTime() < currentEnd.getTime())) {
    return { allowed: false, errorCode: "EXCLUSION_CANNOT_BE_SHORTENED", excludedUntil: currentEnd };
  }
  return { allowed: true };
}
