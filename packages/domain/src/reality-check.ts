import type { JurisdictionProfile } from "./jurisdiction";
import { sumMoney } from "./money";

/** A wallet movement of the session: a debit (a stake) or a credit (a win), as the realtime events push them. */
export interface SessionMovement {
  type: "debit" | "credit";
  /** The amount moved, in the account's currency (never negative). */
  amount: number;
  /** When it happened. */
  at: Date | string;
}

/** What the reality check and the session clock show: how long the session has run and what it came to. */
export interface SessionSummary {
  /** Whole milliseconds since the session started (0 before it). */
  elapsedMs: number;
  /** Wins less stakes since the session started: positive when the player is ahead. */
  netPosition: number;
  /** The sum of the stakes since the session started. */
  staked: number;
  /** The sum of the wins since the session started. */
  won: number;
}

function instant(value: Date | string): number {
  return (value instanceof Date ? value : new Date(value)).getTime();
}

/**
 * The session's net position from its wallet movements: the wins less the stakes made at or after
 * `startedAt` and no later than `now` (a movement with an unreadable date is left out rather than
 * guessed), summed in minor units so 0.1 + 0.2 is 0.3. See docs/features.md, "Reality check".
 *
 * @example sessionSummary([{ type: "debit", amount: 5, at: "2026-03-01T10:05:00Z" }, { type: "credit", amount: 2.5, at: "2026-03-01T10:06:00Z" }], new Date("2026-03-01T10:00:00Z"), new Date("2026-03-01T10:30:00Z"))
 * // { elapsedMs: 1800000, netPosition: -2.5, staked: 5, won: 2.5 }
 */
// @__NO_SIDE_EFFECTS__
export function sessionSummary(
  movements: readonly SessionMovement[],
  startedAt: Date,
  now: Date,
  decimals?: number,
): SessionSummary {
  const from = startedAt.getTime();
  const to = now.getTime();
  const inSession = movements.filter((movement) => {
    const at = instant(movement.at);
    return !Number.isNaN(at) && at >= from && at <= to && Number.isFinite(movement.amount);
  });
  const staked = sumMoney(
    inSession.filter((movement) => movement.type === "debit").map((movement) => Math.abs(movement.amount)),
    decimals,
  );
  const won = sumMoney(
    inSession.filter((movement) => movement.type === "credit").map((movement) => Math.abs(movement.amount)),
    decimals,
  );
  return { elapsedMs: Math.max(0, to - from), netPosition: sumMoney([won, -staked], decimals), staked, won };
}

/**
 * The reality check's interval in milliseconds: the player's choice when the profile offers it,
 * else the profile's default; `null` when neither asks for one (no reality check).
 *
 * @example realityCheckIntervalMs(jurisdictionProfile("uk"), null) // 3600000
 * @example realityCheckIntervalMs(jurisdictionProfile("default"), 30) // 1800000
 */
// @__NO_SIDE_EFFECTS__
export function realityCheckIntervalMs(
  profile: JurisdictionProfile,
  chosenMinutes: number | null | undefined,
): number | null {
  const minutes =
    chosenMinutes != null && profile.realityCheckOptionsMinutes.includes(chosenMinutes)
      ? chosenMinutes
      : profile.realityCheckDefaultMinutes;
  return minutes === null ? null : minutes * 60_000;
}

/**
 * When the next reality check shows: one interval after the last acknowledgement, or after the
 * session's start when none was given yet; `null` without an interval.
 *
 * @example nextRealityCheckAt(new Date("2026-03-01T10:00:00Z"), null, 3_600_000) // 2026-03-01T11:00:00Z
 */
// @__NO_SIDE_EFFECTS__
export function nextRealityCheckAt(
  startedAt: Date,
  lastAcknowledgedAt: Date | null | undefined,
  intervalMs: number | null,
): Date | null {
  if (intervalMs === null || !(intervalMs > 0)) return null;
  const from = Math.max(startedAt.getTime(), lastAcknowledgedAt?.getTime() ?? Number.NEGATIVE_INFINITY);
  return new Date(from + intervalMs);
}

/**
 * Whether the reality check is due at `now` (see {@link nextRealityCheckAt}).
 *
 * @example isRealityCheckDue(new Date("2026-03-01T10:00:00Z"), null, 3_600_000, new Date("2026-03-01T11:00:00Z")) // true
 */
// @__NO_SIDE_EFFECTS__
export function isRealityCheckDue(
  startedAt: Date,
  lastAcknowledgedAt: Date | null | undefined,
  intervalMs: number | null,
  now: Date,
): boolean {
  const next = nextRealityCheckAt(startedAt, lastAcknowledgedAt, intervalMs);
  return next !== null && next.getTime() <= now.getTime();
}

/**
 * The reality check interval the player chose, in minutes, from their limits (the back end keeps
 * it as a `reality-check` entry); `null` when they chose none and the market's default applies.
 *
 * @example realityCheckChoice([{ type: "reality-check", value: 15 }]) // 15
 * @example realityCheckChoice([]) // null
 */
// @__NO_SIDE_EFFECTS__
export function realityCheckChoice(
  limits: readonly { type: string; value?: number | null }[] | null | undefined,
): number | null {
  return limits?.find((limit) => limit.type === "reality-check")?.value ?? null;
}
