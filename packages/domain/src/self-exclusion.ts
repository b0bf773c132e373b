import { DEFAULT_TIME_ZONE } from "./zoned-date";
import { calendarDayInZone, toCalendarDay } from "./zoned-date";

/**
 * What put an exclusion in force: the player's self-exclusion, a time-out (a short break) or an
 * account freeze. All three close staking alike; the kind only changes what the player is told.
 */
export type ExclusionKind = "self-exclusion" | "time-out" | "freeze";

/** The self-exclusion part of a user's `userLimit`. */
export interface SelfExclusionLimit {
  isSelfExclusionPermanent?: boolean | null;
  /** Which protection set the exclusion; a missing or unknown kind reads as a self-exclusion. */
  exclusionKind?: ExclusionKind | null;
  /** The last excluded day: `yyyy-MM-dd` in the player's zone, or an ISO date-time. */
  selfExclusion?: string | null;
}

/** What a player may do in the account area; a self-excluded player may only withdraw. */
export type AccountAction =
  "play" | "deposit" | "withdraw" | "claim-bonus" | "claim-rakeback" | "claim-cashback" | "change-limits";

/**
 * Whether a player is self-excluded: the exclusion is permanent, or the
 * exclusion day is today or later in `zone`. A date-time is read as the day it falls on in `zone`.
 * An unreadable date does not exclude.
 *
 * @example isSelfExcluded({ selfExclusion: "2026-03-04" }, new Date("2026-03-04T22:00:00Z")) // true
 * @example isSelfExcluded({ isSelfExclusionPermanent: true }, new Date()) // true
 */
export function isSelfExcluded(
  limit: SelfExclusionLimit | null | undefined,
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (limit == null) return false;
  if (limit.isSelfExclusionPermanent === true) return true;
  const excludedUntil = toCalendarDay(limit.selfExclusion, zone);
  if (excludedUntil === null) return false;
  return excludedUntil >= calendarDayInZone(now, zone);
}

/**
 * Whether an account action is allowed: every action for a player who is not self-excluded,
 * only `withdraw` for one who is.
 *
 * @example isActionAllowed("deposit", { selfExcluded: true }) // false
 * @example isActionAllowed("withdraw", { selfExcluded: true }) // true
 */
export function isActionAllowed(action: AccountAction, player: { selfExcluded: boolean }): boolean {
  return !player.selfExcluded || action === "withdraw";
}
