import { COOKIE_CONSENT_ACCEPTED_VALUE, COOKIE_CONSENT_KEY, COOKIE_CONSENT_MAX_AGE_S } from "@casino/domain";
import { cookieAssignment, readCookie } from "../browser/cookies.js";

const listeners = new Set<() => void>();

/** The stored consent: the `gameCookieConsent` cookie, else local storage. */
export function readCookieConsent(): string | null {
  const fromCookie = readCookie(document.cookie, COOKIE_CONSENT_KEY);
  if (fromCookie !== null) return fromCookie;
  try {
    return window.localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

/** Stores the acceptance for one year in the cookie and in local storage, and tells the notice. */
export function acceptCookieConsent(): void {
  document.cookie = cookieAssignment(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED_VALUE, {
    maxAgeSeconds: COOKIE_CONSENT_MAX_AGE_S,
    secure: window.isSecureContext,
  });
  try {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, COOKIE_CONSENT_ACCEPTED_VALUE);
  } catch {
    // The cookie alone keeps the consent when storage is off.
  }
  for (const listener of listeners) listener();
}

/** For `useSyncExternalStore`: called when the consent changes in this tab. */
export function subscribeCookieConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
