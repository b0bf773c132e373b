import { LINKED_ACCOUNT_QUERY_PARAMETER } from "@casino/domain";

/** The 3DS return's card-verification data, read once by the 3DS modal and never left in the address. */
export const THREE_DS_QUERY_PARAMETERS = ["PaReq", "MD"] as const;

/**
 * Query parameters that belong to a query-string modal and leave with it (see docs/features.md,
 * "Deposit outcomes and 3DS" and "Linked sign-up").
 */
export const MODAL_QUERY_PARAMETERS = [
  "modal",
  "met",
  "method",
  "token",
  LINKED_ACCOUNT_QUERY_PARAMETER,
  ...THREE_DS_QUERY_PARAMETERS,
] as const;

/**
 * The URL of the current page once a query-string modal closes: the same path, the modal's
 * parameters removed, everything else kept.
 *
 * @example urlWithoutModal("/deposit", "modal=deposit-failed&met=visa&x=1") // "/deposit?x=1"
 */
export function urlWithoutModal(pathname: string, search: string): string {
  return urlWithout(pathname, search, MODAL_QUERY_PARAMETERS);
}

function urlWithout(pathname: string, search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const query = params.toString();
  return query === "" ? pathname : `${pathname}?${query}`;
}

/**
 * The current page without the 3DS data, the modal kept open: the 3DS modal has read `PaReq` and
 * `MD`, and the address bar (and whatever reads it next: analytics, a referrer, a bookmark) no
 * longer carries them.
 *
 * @example urlWithoutThreeDsData("/", "modal=deposit-3ds-success&PaReq=abc&MD=m1") // "/?modal=deposit-3ds-success"
 */
export function urlWithoutThreeDsData(pathname: string, search: string): string {
  return urlWithout(pathname, search, THREE_DS_QUERY_PARAMETERS);
}

/**
 * The current page without an e-mailed link's one-use token, the modal kept open: the modal has
 * read it, and the address bar no longer carries it (see docs/features.md, "Passwords").
 *
 * @example urlWithoutToken("/", "modal=reset-password&token=abc") // "/?modal=reset-password"
 */
export function urlWithoutToken(pathname: string, search: string): string {
  return urlWithout(pathname, search, ["token"]);
}

/**
 * The current page with a query-string modal opened, for links that open one.
 *
 * @example urlWithModal("/", "", "calendar") // "/?modal=calendar"
 */
export function urlWithModal(pathname: string, search: string, modal: string): string {
  const params = new URLSearchParams(search);
  params.set("modal", modal);
  return `${pathname}?${params.toString()}`;
}
