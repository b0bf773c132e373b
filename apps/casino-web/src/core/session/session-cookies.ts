import {
  ACCESS_TOKEN_COOKIE_MAX_AGE_S,
  ACCESS_TOKEN_COOKIE_NAME,
  COOKIE_NAMES,
  PENDING_ACCESS_TOKEN_COOKIE_NAME,
  PENDING_ACCESS_TOKEN_MAX_AGE_S,
  REGISTERED_USER_COOKIE_MAX_AGE_S,
  USER_CURRENCY_CODE_COOKIE_MAX_AGE_S,
} from "@casino/domain";

/** A cookie the site's server writes, with every attribute spelled out. */
export interface SiteCookie {
  readonly name: string;
  readonly maxAge: number;
  readonly httpOnly: boolean;
  readonly secure: boolean;
  readonly sameSite: "lax";
  readonly path: string;
}

/**
 * The session token's cookie (see docs/security.md, "The session token"): the spec's
 * `accessToken`, 30 days, and out of reach of page scripts (`HttpOnly`): the browser's calls go
 * through the site's own `/api/*` route, which adds the token on the server. `Secure` and
 * `SameSite=Lax` keep it off plain http and off cross-site requests that change anything.
 */
export const ACCESS_TOKEN_COOKIE: SiteCookie = {
  name: ACCESS_TOKEN_COOKIE_NAME,
  maxAge: ACCESS_TOKEN_COOKIE_MAX_AGE_S,
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  path: "/",
};

/** A token handed over in `at` while another session was open, kept until the player chooses (10 minutes). */
export const PENDING_ACCESS_TOKEN_COOKIE: SiteCookie = {
  ...ACCESS_TOKEN_COOKIE,
  name: PENDING_ACCESS_TOKEN_COOKIE_NAME,
  maxAge: PENDING_ACCESS_TOKEN_MAX_AGE_S,
};

/**
 * Set for a minute when the site's server finds the session expired (a 403), so the page that
 * opens next clears the stored sort and filter keys and tells the player why the login modal
 * opened. It holds no secret, so page scripts may read and delete it.
 */
export const SESSION_EXPIRED_COOKIE: SiteCookie = {
  name: COOKIE_NAMES.sessionExpired,
  maxAge: 60,
  httpOnly: false,
  secure: true,
  sameSite: "lax",
  path: "/",
};

/**
 * `registered_user`, about a year: this browser has signed in to an account (set with every
 * sign-in and sign-up). It holds no secret; the back end's scripts may read it.
 */
export const REGISTERED_USER_COOKIE: SiteCookie = {
  name: COOKIE_NAMES.registeredUser,
  maxAge: REGISTERED_USER_COOKIE_MAX_AGE_S,
  httpOnly: false,
  secure: true,
  sameSite: "lax",
  path: "/",
};

/** `userCurrencyCode`, 30 days: the player's currency, from the sign-up and the player's details. */
export const USER_CURRENCY_CODE_COOKIE: SiteCookie = {
  ...REGISTERED_USER_COOKIE,
  name: COOKIE_NAMES.userCurrencyCode,
  maxAge: USER_CURRENCY_CODE_COOKIE_MAX_AGE_S,
};

/** What can hold cookies to set: Next's `NextResponse.cookies`. */
export interface CookieJar {
  set(cookie: SiteCookie & { value: string }): unknown;
}

/** Writes a cookie with its value. */
export function setCookie(jar: CookieJar, cookie: SiteCookie, value: string): void {
  jar.set({ ...cookie, value });
}

/** Deletes a cookie: the same attributes, an empty value and no lifetime. */
export function expireCookie(jar: CookieJar, cookie: SiteCookie): void {
  jar.set({ ...cookie, value: "", maxAge: 0 });
}

/** Ends the session in the browser: the token goes, and the next page learns it expired. */
export function endSessionCookies(jar: CookieJar): void {
  expireCookie(jar, ACCESS_TOKEN_COOKIE);
  setCookie(jar, SESSION_EXPIRED_COOKIE, "1");
}
