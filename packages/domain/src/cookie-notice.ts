import { isGamePage, isPlayPage } from "./navigation";
import { LOCAL_STORAGE_KEYS } from "./storage-keys";

/** Cookie-consent cookie lifetime: one year. */
export const COOKIE_CONSENT_MAX_AGE_S = 31_536_000;

/** Value of `gameCookieConsent` once the cookie notice is accepted. */
export const COOKIE_CONSENT_ACCEPTED_VALUE = "accepted";

/** Local-storage key and cookie name of the cookie consent (the same name in both). */
export const COOKIE_CONSENT_KEY = LOCAL_STORAGE_KEYS.gameCookieConsent;

/**
 * Whether the cookie notice shows: until it is accepted (`gameCookieConsent` is
 * `accepted` in storage or cookie), and never on game (`/casino/games/`) or play (`/play/`) pages,
 * so it disappears when the player navigates to one.
 *
 * @example shouldShowCookieNotice({ pathname: "/", consent: null }) // true
 * @example shouldShowCookieNotice({ pathname: "/play/x", consent: null }) // false
 */
export function shouldShowCookieNotice(input: { pathname: string; consent: string | null | undefined }): boolean {
  if (input.consent?.trim() === COOKIE_CONSENT_ACCEPTED_VALUE) return false;
  return !isGamePage(input.pathname) && !isPlayPage(input.pathname);
}
