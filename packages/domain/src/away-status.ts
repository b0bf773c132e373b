/** Inactivity after which a player is shown as away. */
export const AWAY_AFTER_INACTIVITY_MINUTES = 5;

/** Time away after which a player is removed. */
export const AWAY_REMOVAL_AFTER_MINUTES = 30;

/** A player's presence: active, away, or removed after too long away. */
export type AwayStatus = "active" | "away" | "removed";

/**
 * A player's presence: away when set manually or after 5 minutes without activity,
 * removed once away for 30 minutes. Away time counts from the manual switch or from the moment
 * the 5 inactive minutes ran out, whichever came first. Times are ms since the epoch.
 *
 * @example awayStatus({ lastActivityAt: 0, now: 5 * 60_000 }) // "away"
 * @example awayStatus({ lastActivityAt: 0, now: 35 * 60_000 }) // "removed"
 */
export function awayStatus(input: {
  lastActivityAt: number;
  now: number;
  manualAwaySince?: number | null;
}): AwayStatus {
  const automaticAwaySince = input.lastActivityAt + AWAY_AFTER_INACTIVITY_MINUTES * 60_000;
  const manual = input.manualAwaySince ?? Number.POSITIVE_INFINITY;
  const awaySince = Math.min(automaticAwaySince, manual);
  if (input.now < awaySince) return "active";
  return input.now - awaySince >= AWAY_REMOVAL_AFTER_MINUTES * 60_000 ? "removed" : "away";
}

/**
 * When {@link awayStatus} next changes for the same input: the moment the player turns away, then
 * the moment they are removed; null once removed. A chat sets one timer to it instead of polling.
 *
 * @example awayStatusChangesAt({ lastActivityAt: 0, now: 0 }) // 300000 (away after 5 minutes)
 * @example awayStatusChangesAt({ lastActivityAt: 0, now: 300000 }) // 2100000 (removed 30 minutes later)
 */
export function awayStatusChangesAt(input: {
  lastActivityAt: number;
  now: number;
  manualAwaySince?: number | null;
}): number | null {
  const awaySince = Math.min(
    input.lastActivityAt + AWAY_AFTER_INACTIVITY_MINUTES * 60_000,
    input.manualAwaySince ?? Number.POSITIVE_INFINITY,
  );
  if (input.now < awaySince) return awaySince;
  const removedAt = awaySince + AWAY_REMOVAL_AFTER_MINUTES * 60_000;
  return input.now < removedAt ? removedAt : null;
}
