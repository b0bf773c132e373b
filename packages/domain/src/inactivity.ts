/** Inactivity timeout used when the setting is missing or 1 or less. */
export const INACTIVITY_TIMEOUT_DEFAULT_MINUTES = 30;

/**
 * The inactivity timeout in milliseconds from the setting `inactivitySessionTimeout` (minutes).
 * A missing setting, or one of 1 or less, gives the default of 30 minutes.
 *
 * @example inactivityTimeoutMs(15) // 900000
 * @example inactivityTimeoutMs(1) // 1800000
 */
export function inactivityTimeoutMs(settingMinutes: number | null | undefined): number {
  const minutes =
    settingMinutes != null && Number.isFinite(settingMinutes) && settingMinutes > 1
      ? settingMinutes
      : INACTIVITY_TIMEOUT_DEFAULT_MINUTES;
  return minutes * 60_000;
}

/**
 * Whether the player has been inactive long enough to be logged out with reason
 * `USER_INACTIVITY_TIMEOUT`: `now` is at or past the last activity plus the timeout.
 *
 * @example isInactivityTimedOut({ lastActivityAt: 0, now: 1_800_000, timeoutMs: 1_800_000 }) // true
 */
export function isInactivityTimedOut(input: { lastActivityAt: number; now: number; timeoutMs: number }): boolean {
  return input.now - input.lastActivityAt >= input.timeoutMs;
}

/** The inactivity warning shows this long before the logout, when the timeout is long enough. */
export const INACTIVITY_WARNING_LEAD_MS = 60_000;

/** The shortest warning: WCAG 2.2.1 gives a player at least 20 seconds to ask for more time. */
export const INACTIVITY_WARNING_MIN_LEAD_MS = 20_000;

/**
 * How long before the inactivity logout the warning shows: a minute, or half the timeout when
 * that is shorter, but never under 20 seconds.
 *
 * @example inactivityWarningLeadMs(1_800_000) // 60000
 * @example inactivityWarningLeadMs(90_000) // 45000
 */
export function inactivityWarningLeadMs(timeoutMs: number): number {
  return Math.max(INACTIVITY_WARNING_MIN_LEAD_MS, Math.min(INACTIVITY_WARNING_LEAD_MS, Math.floor(timeoutMs / 2)));
}

/** Where a signed-in player stands against the inactivity timeout. */
export interface InactivityState {
  /** `active` before the warning, `warning` while it shows, `timed-out` once the logout is due. */
  phase: "active" | "warning" | "timed-out";
  /** When the warning shows, ms since the epoch. */
  warningAt: number;
  /** When the player is logged out with `USER_INACTIVITY_TIMEOUT`, ms since the epoch. */
  logoutAt: number;
}

/**
 * The inactivity state at `now` after the last activity (times in ms since the epoch): the
 * warning from {@link inactivityWarningLeadMs} before the timeout, the logout at the timeout. A
 * last activity in the future (another tab's clock) counts as now.
 *
 * @example inactivityState({ lastActivityAt: 0, now: 1_750_000, timeoutMs: 1_800_000 })
 * // { phase: "warning", warningAt: 1740000, logoutAt: 1800000 }
 */
export function inactivityState(input: { lastActivityAt: number; now: number; timeoutMs: number }): InactivityState {
  const lastActivityAt = Math.min(input.lastActivityAt, input.now);
  const logoutAt = lastActivityAt + input.timeoutMs;
  const warningAt = logoutAt - inactivityWarningLeadMs(input.timeoutMs);
  const phase = isInactivityTimedOut({ lastActivityAt, now: input.now, timeoutMs: input.timeoutMs })
    ? "timed-out"
    : input.now >= warningAt
      ? "warning"
      : "active";
  return { phase, warningAt, logoutAt };
}
