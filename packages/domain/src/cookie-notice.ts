import { COOKIE_CONSENT_ACCEPTED_VALUE } from "./constants";
import { isGamePage, isPlayPage } from "./navigation";

/** Local-storage key and cookie name of the cookie consent (spec 000 §3). */
export const COOKIE_CONSENT_KEY = "gameCookieConsent";

/**
 * Whether the cookie notice shows (spec 000 §4): until it is accepted (`gameCookieConsent` is
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
