/** Where this tab keeps when its signed-in session started and when the reality check was last acknowledged. */
const SESSION_START_KEY = "realityCheckSessionStart";
const ACKNOWLEDGED_KEY = "realityCheckAcknowledgedAt";

function read(storage: Storage | null, key: string): Date | null {
  const value = storage?.getItem(key);
  const date = value ? new Date(value) : null;
  return date !== null && !Number.isNaN(date.getTime()) ? date : null;
}

function storageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy mode): the session counts from this page.
    return null;
  }
}

/**
 * When this tab's session started: kept in the tab's session storage from the first signed-in
 * page, so moving between pages does not restart the count (see docs/features.md, "Reality check").
 */
export function sessionStartedAt(now: Date): Date {
  const storage = storageOrNull();
  const stored = read(storage, SESSION_START_KEY);
  if (stored !== null && stored.getTime() <= now.getTime()) return stored;
  storage?.setItem(SESSION_START_KEY, now.toISOString());
  storage?.removeItem(ACKNOWLEDGED_KEY);
  return now;
}

/** When the player last acknowledged the reality check in this session, or `null`. */
export function realityCheckAcknowledgedAt(): Date | null {
  return read(storageOrNull(), ACKNOWLEDGED_KEY);
}

/** Records the player's acknowledgement: the next check counts from `at`. */
export function acknowledgeRealityCheck(at: Date): void {
  storageOrNull()?.setItem(ACKNOWLEDGED_KEY, at.toISOString());
}

/** Forgets the session's start, so the next sign-in counts afresh. */
export function forgetSessionStart(): void {
  const storage = storageOrNull();
  storage?.removeItem(SESSION_START_KEY);
  storage?.removeItem(ACKNOWLEDGED_KEY);
}
