import { ACCESS_TOKEN_COOKIE_MAX_AGE_S, ACCESS_TOKEN_COOKIE_NAME, takeAccessTokenFromUrl } from "@casino/domain";

/** How the access token cookie is written (spec 000 §2, QUALITY.md "Security"). Readable by scripts: the browser client sends it as a bearer token. */
export const ACCESS_TOKEN_COOKIE = {
  name: ACCESS_TOKEN_COOKIE_NAME,
  maxAge: ACCESS_TOKEN_COOKIE_MAX_AGE_S,
  secure: true,
  sameSite: "lax",
  path: "/",
} as const;

/** What to do with a request whose URL carries the `at` parameter. */
export interface AccessTokenHandoff {
  /** The token to store; `null` when `at` was present but empty (it is still dropped from the URL). */
  token: string | null;
  /** The same URL without `at` (path, other parameters and hash kept), to redirect to. */
  location: string;
}

/**
 * The access token handed over in the `at` query parameter (spec 000 §2): `null` when the URL has
 * none, so the request goes on; otherwise the token and the URL to redirect to. Done in the proxy,
 * before any page (or analytics) script could read the address or send it as a referrer.
 *
 * @example accessTokenHandoff(new URL("https://casino.test/promotions?at=abc&x=1"))
 * // { token: "abc", location: "https://casino.test/promotions?x=1" }
 */
export function accessTokenHandoff(url: URL): AccessTokenHandoff | null {
  if (!url.searchParams.has("at")) return null;
  const taken = takeAccessTokenFromUrl(`${url.pathname}${url.search}${url.hash}`);
  return { token: taken.token, location: new URL(taken.url, url.origin).toString() };
}
