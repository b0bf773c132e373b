import { DateTime } from "luxon";
import { ceilToMinute } from "./period-options";
import { DEFAULT_TIME_ZONE } from "./zoned-date";

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
  /**
   * When the exclusion ends: an ISO instant (`2026-11-23T13:00:00.000Z`). A bare `yyyy-MM-dd` (a
   * back end that keeps the spec's date) reads as the end of that day in the player's zone.
   */
  selfExclusion?: string | null;
}

/** What a player may do in the account area; a self-excluded player may only withdraw. */
export type AccountAction =
  "play" | "deposit" | "withdraw" | "claim-bonus" | "claim-rakeback" | "claim-cashback" | "change-limits";

const CALENDAR_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The instant a (not permanent) exclusion ends, to the minute: an instant is rounded up to its
 * next whole minute, so the time a player reads ("until 1:00 PM") is never earlier than the end;
 * a bare day ends when the next day starts in `zone`. `null` when there is no readable end.
 *
 * @example exclusionEndsAt({ selfExclusion: "2026-03-04T13:00:20Z" }) // 2026-03-04T13:01:00Z
 * @example exclusionEndsAt({ selfExclusion: "2026-03-04" }, "Europe/Berlin") // 2026-03-04T23:00:00Z
 */
// @__NO_SIDE_EFFECTS__
export function exclusionEndsAt(
  limit: SelfExclusionLimit | null | undefined,
  zone: string = DEFAULT_TIME_ZONE,
): Date | null {
  const value = limit?.selfExclusion?.trim();
  if (value == null || value === "") return null;
  if (CALENDAR_DAY_PATTERN.test(value)) {
    const day = DateTime.fromISO(value, { zone });
    return day.isValid ? day.plus({ days: 1 }).startOf("day").toJSDate() : null;
  }
  const end = DateTime.fromISO(value, { setZone: true });
  if (!end.isValid) return null;
  return ceilToMinute(end.toJSDate());
}

/**
 * Whether a player is self-excluded: the exclusion is permanent, or it ends after `now`
 * ({@link exclusionEndsAt}: instants compared to the minute; a bare day holds through that day in
 * `zone`). An unreadable end does not exclude.
 *
 * @example isSelfExcluded({ selfExclusion: "2026-03-04T13:00:00Z" }, new Date("2026-03-04T12:59:00Z")) // true
 * @example isSelfExcluded({ selfExclusion: "2026-03-04T13:00:00Z" }, new Date("2026-03-04T13:00:00Z")) // false
 * @example isSelfExcluded({ isSelfExclusionPermanent: true }, new Date()) // true
 */
export function isSelfExcluded(
  limit: SelfExclusionLimit | null | undefined,
  now: Date,
  zone: string = DEFAULT_TIME_ZONE,
): boolean {
  if (limit == null) return false;
  if (limit.isSelfExclusionPermanent === true) return true;
  const endsAt = exclusionEndsAt(limit, zone);
  return endsAt !== null && endsAt.getTime() > now.getTime();
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
