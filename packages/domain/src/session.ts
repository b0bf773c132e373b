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
