import {
  accessTokenHandoffDecision,
  isTopLevelNavigation,
  takeAccessTokenFromUrl,
  type HandoffRequest,
} from "@casino/domain";
import { urlWithModal } from "@casino/features";

/** The modal that asks a visitor before a sign-in link signs them in or replaces their session. */
export const SWITCH_ACCOUNT_MODAL = "switch-account";

/** What to do with a request whose URL carries the `at` parameter. */
export interface AccessTokenHandoff {
  /**
   * `ask`: the token waits in the pending cookie while the page asks the visitor
   * (`modal=switch-account`); `drop`: it is malformed, already the session or did not come with a
   * top-level `GET` navigation, so it only leaves the address.
   */
  action: "ask" | "drop";
  /** The handed-over token, for `ask`. */
  token: string | null;
  /** The same URL without `at` (path, other parameters and hash kept; `modal=switch-account` to ask), to redirect to. */
  location: string;
}

/**
 * The access token handed over in the `at` query parameter (see docs/features.md, "Session and
 * sign-in", and docs/security.md, "Second round: the site"): `null` when the URL has none, so the
 * request goes on; otherwise what to do with it and the URL to redirect to. Done in the proxy,
 * before any page (or analytics) script could read the address or send it as a referrer. A link
 * never signs anybody in by itself: the token is taken only from a top-level `GET` navigation
 * (`request`), and then waits for the visitor's answer, signed in (switch?) or not (sign in as
 * this account?); a token that does not look like one is ignored.
 *
 * @example accessTokenHandoff(new URL("https://casino.test/promotions?at=9f1c2e7a0b3d4c5e6f70&x=1"), null, { method: "GET", fetchMode: "navigate", fetchDest: "document" })
 * // { action: "ask", token: "9f1c2e7a0b3d4c5e6f70", location: "https://casino.test/promotions?x=1&modal=switch-account" }
 */
export function accessTokenHandoff(
  url: URL,
  currentToken: string | null,
  request: HandoffRequest,
): AccessTokenHandoff | null {
  if (!url.searchParams.has("at")) return null;
  const taken = takeAccessTokenFromUrl(`${url.pathname}${url.search}${url.hash}`);
  const decision = accessTokenHandoffDecision({
    handedOver: taken.token,
    current: currentToken,
    navigation: isTopLevelNavigation(request),
  });
  const withoutToken = new URL(taken.url, url.origin);
  if (decision === "ask") {
    const asking = urlWithModal(withoutToken.pathname, withoutToken.search, SWITCH_ACCOUNT_MODAL);
    return {
      action: "ask",
      token: taken.token,
      location: new URL(`${asking}${withoutToken.hash}`, url.origin).toString(),
    };
  }
  return { action: "drop", token: null, location: withoutToken.toString() };
}
