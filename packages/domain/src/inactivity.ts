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
