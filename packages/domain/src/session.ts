import { COOKIE_NAMES, LOCAL_STORAGE_KEYS } from "./storage-keys";

/** Lifetime of the `accessToken` cookie: 30 days. */
export const ACCESS_TOKEN_COOKIE_MAX_AGE_S = 2_592_000;

/** Local-storage key of the access token. */
export const ACCESS_TOKEN_STORAGE_KEY = LOCAL_STORAGE_KEYS.accessToken;

/** Cookie holding the access token. */
export const ACCESS_TOKEN_COOKIE_NAME = COOKIE_NAMES.accessToken;

/** Query parameter that hands an access token to the site; it is stored and removed from the URL. */
export const ACCESS_TOKEN_QUERY_PARAMETER = "at";

function hasToken(token: string | null | undefined): boolean {
  return token != null && token.trim() !== "" && token !== "undefined" && token !== "null";
}

/**
 * Whether a visitor is authenticated: a token exists in the cookie or in local storage.
 * The strings `"undefined"` and `"null"`, which a careless write leaves behind,
 * do not count as a token.
 *
 * @example isAuthenticated({ cookieToken: "eyJ...", storageToken: null }) // true
 * @example isAuthenticated({}) // false
 */
export function isAuthenticated(tokens: { cookieToken?: string | null; storageToken?: string | null }): boolean {
  return hasToken(tokens.cookieToken) || hasToken(tokens.storageToken);
}

/**
 * The local-storage keys a 403 answer clears: the access token and every stored
 * sort or filter key. The spec does not name the sort and filter keys, so a key counts when its
 * name contains `sort` or `filter` in any case (`casinoSortBy`, `gameFilters`); pass the keys
 * present in storage and remove the ones returned.
 *
 * @example storageKeysClearedOnSessionExpiry(["accessToken", "gameSort", "locale"]) // ["accessToken", "gameSort"]
 */
export function storageKeysClearedOnSessionExpiry(storedKeys: readonly string[]): string[] {
  const cleared = storedKeys.filter((key) => key === ACCESS_TOKEN_STORAGE_KEY || /sort|filter/i.test(key));
  return cleared.includes(ACCESS_TOKEN_STORAGE_KEY) ? cleared : [ACCESS_TOKEN_STORAGE_KEY, ...cleared];
}

/**
 * Where a 403 answer sends the visitor: the current page with `modal=login`,
 * other query parameters kept.
 *
 * @example sessionExpiredRedirect("/promotions?tab=2") // "/promotions?tab=2&modal=login"
 */
export function sessionExpiredRedirect(currentUrl: string): string {
  const hashIndex = currentUrl.indexOf("#");
  const withoutHash = hashIndex === -1 ? currentUrl : currentUrl.slice(0, hashIndex);
  const queryIndex = withoutHash.indexOf("?");
  const path = queryIndex === -1 ? withoutHash : withoutHash.slice(0, queryIndex);
  const params = new URLSearchParams(queryIndex === -1 ? "" : withoutHash.slice(queryIndex + 1));
  params.set("modal", "login");
  return `${path === "" ? "/" : path}?${params.toString()}`;
}

/**
 * Takes the access token out of a URL's `at` query parameter: returns the token
 * (or `null` when there is none) and the URL without `at`, other parameters and the hash kept,
 * ready for `history.replaceState` before anything else reads the address.
 *
 * @example takeAccessTokenFromUrl("/casino?at=abc&modal=login") // { token: "abc", url: "/casino?modal=login" }
 */
export function takeAccessTokenFromUrl(url: string): { token: string | null; url: string } {
  const hashIndex = url.indexOf("#");
  const hash = hashIndex === -1 ? "" : url.slice(hashIndex);
  const withoutHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const queryIndex = withoutHash.indexOf("?");
  if (queryIndex === -1) return { token: null, url };
  const params = new URLSearchParams(withoutHash.slice(queryIndex + 1));
  if (!params.has(ACCESS_TOKEN_QUERY_PARAMETER)) return { token: null, url };
  const value = params.get(ACCESS_TOKEN_QUERY_PARAMETER)?.trim() ?? "";
  params.delete(ACCESS_TOKEN_QUERY_PARAMETER);
  const query = params.toString();
  return {
    token: value === "" ? null : value,
    url: `${withoutHash.slice(0, queryIndex)}${query === "" ? "" : `?${query}`}${hash}`,
  };
}

/** Cookie keeping an `at` token handed over while another session was open, until the player chooses. */
export const PENDING_ACCESS_TOKEN_COOKIE_NAME = COOKIE_NAMES.pendingAccessToken;

/** How long a handed-over token waits for the player's choice: 10 minutes. */
export const PENDING_ACCESS_TOKEN_MAX_AGE_S = 600;

/**
 * What an access token looks like: 16 to 4,096 characters of letters, digits and `. _ ~ + / = -`
 * (opaque tokens, JWTs and base64 alike). Anything else in `at` is not a token.
 */
export const ACCESS_TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{16,4096}$/;

/**
 * Whether a value handed over in `at` looks like an access token (see {@link ACCESS_TOKEN_PATTERN}).
 * A format check only: whether the back end knows the token is its business.
 *
 * @example isWellFormedAccessToken("9f1c2e7a0b3d4c5e6f70") // true
 * @example isWellFormedAccessToken("<script>alert(1)</script>") // false
 */
export function isWellFormedAccessToken(value: string | null | undefined): value is string {
  return value != null && ACCESS_TOKEN_PATTERN.test(value);
}

/** What a request says of itself through the Fetch Metadata headers, for the `at` hand-off. */
export interface HandoffRequest {
  /** The HTTP method (`GET`, `POST`). */
  method: string;
  /** `Sec-Fetch-Mode` (`navigate` for a page the browser opens), `null` when not sent. */
  fetchMode: string | null;
  /** `Sec-Fetch-Dest` (`document` for a top-level page, `iframe` for a frame), `null` when not sent. */
  fetchDest: string | null;
}

/**
 * Whether a request is the browser opening a page in its tab with a link or the address bar: a
 * `GET` with `Sec-Fetch-Mode: navigate` and `Sec-Fetch-Dest: document`. Not a form posted to us
 * (which, `SameSite=Lax`, arrives without the player's cookie), not a frame, not a script's fetch,
 * not a client that does not say.
 *
 * @example isTopLevelNavigation({ method: "GET", fetchMode: "navigate", fetchDest: "document" }) // true
 * @example isTopLevelNavigation({ method: "POST", fetchMode: "navigate", fetchDest: "document" }) // false
 */
export function isTopLevelNavigation(request: HandoffRequest): boolean {
  return (
    request.method.toUpperCase() === "GET" &&
    request.fetchMode?.toLowerCase() === "navigate" &&
    request.fetchDest?.toLowerCase() === "document"
  );
}

/**
 * What to do with a token handed over in `at` (see docs/security.md, "Second round: the site"):
 * - `ignore`: none, not shaped like a token, or not on a top-level `GET` navigation (a form
 *   another site posts, a frame, a fetch); it is only dropped from the address;
 * - `keep`: it is the session already open;
 * - `ask`: anything else. A link never signs anybody in by itself: the token waits while the
 *   visitor is asked, whether to sign in as that account (nobody signed in) or to switch to it
 *   (another session open). Otherwise a link made by someone else would plant their account in
 *   the visitor's browser (login CSRF), where the visitor would then deposit with their own card.
 *
 * @example accessTokenHandoffDecision({ handedOver: "9f1c2e7a0b3d4c5e6f70", current: null, navigation: true }) // "ask"
 * @example accessTokenHandoffDecision({ handedOver: "9f1c2e7a0b3d4c5e6f70", current: null, navigation: false }) // "ignore"
 */
export function accessTokenHandoffDecision(input: {
  handedOver: string | null | undefined;
  current: string | null | undefined;
  /** Whether the request is a top-level `GET` navigation ({@link isTopLevelNavigation}). */
  navigation: boolean;
}): "ignore" | "keep" | "ask" {
  if (!input.navigation || !isWellFormedAccessToken(input.handedOver)) return "ignore";
  return hasToken(input.current) && input.current === input.handedOver ? "keep" : "ask";
}

/**
 * An e-mail address as a visitor may see it before they are signed in to its account: the first
 * and last letters of the name, the domain whole. Enough to recognise one's own address, too
 * little to learn someone else's.
 *
 * @example maskedEmail("depositor@demo.casino") // "d•••••••r@demo.casino"
 * @example maskedEmail("al@demo.casino") // "a•@demo.casino"
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "•".repeat(Math.min(Math.max(email.length, 1), 8));
  const name = email.slice(0, at);
  const hidden =
    name.length <= 2
      ? `${name.slice(0, 1)}•`
      : `${name.slice(0, 1)}${"•".repeat(Math.min(name.length - 2, 8))}${name.slice(-1)}`;
  return `${hidden}${email.slice(at)}`;
}
