import { accessTokenHandoffDecision, takeAccessTokenFromUrl } from "@casino/domain";
import { urlWithModal } from "../query-modals/query-string";

/** The modal that asks a signed-in player before a sign-in link replaces their session. */
export const SWITCH_ACCOUNT_MODAL = "switch-account";

/** What to do with a request whose URL carries the `at` parameter. */
export interface AccessTokenHandoff {
  /**
   * `store`: the token becomes the session; `ask`: it waits in the pending cookie while the page
   * asks the player (`modal=switch-account`); `drop`: it is malformed or already the session, so
   * it only leaves the address.
   */
  action: "store" | "ask" | "drop";
  /** The handed-over token, for `store` and `ask`. */
  token: string | null;
  /** The same URL without `at` (path, other parameters and hash kept; `modal=switch-account` to ask), to redirect to. */
  location: string;
}

/**
 * The access token handed over in the `at` query parameter (see docs/features.md, "Session and
 * sign-in"): `null` when the URL has none, so the request goes on; otherwise what to do with it
 * and the URL to redirect to. Done in the proxy, before any page (or analytics) script could read
 * the address or send it as a referrer. A token that does not look like one is ignored, and a
 * different token never silently replaces the open session (`currentToken`).
 *
 * @example accessTokenHandoff(new URL("https://casino.test/promotions?at=9f1c2e7a0b3d4c5e6f70&x=1"), null)
 * // { action: "store", token: "9f1c2e7a0b3d4c5e6f70", location: "https://casino.test/promotions?x=1" }
 */
export function accessTokenHandoff(url: URL, currentToken: string | null): AccessTokenHandoff | null {
  if (!url.searchParams.has("at")) return null;
  const taken = takeAccessTokenFromUrl(`${url.pathname}${url.search}${url.hash}`);
  const decision = accessTokenHandoffDecision({ handedOver: taken.token, current: currentToken });
  const withoutToken = new URL(taken.url, url.origin);
  if (decision === "store") return { action: "store", token: taken.token, location: withoutToken.toString() };
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
