/** Query parameters that belong to a query-string modal and leave with it (spec 000 §2, §4). */
export const MODAL_QUERY_PARAMETERS = ["modal", "met", "PaReq", "MD"] as const;

/**
 * The URL of the current page once a query-string modal closes: the same path, the modal's
 * parameters removed, everything else kept.
 *
 * @example urlWithoutModal("/deposit", "modal=deposit-failed&met=visa&x=1") // "/deposit?x=1"
 */
export function urlWithoutModal(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  for (const name of MODAL_QUERY_PARAMETERS) params.delete(name);
  const query = params.toString();
  return query === "" ? pathname : `${pathname}?${query}`;
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
