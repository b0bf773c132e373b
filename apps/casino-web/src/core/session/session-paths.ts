/** The route a page render sends a visitor to when it finds their session expired. */
export const SESSION_EXPIRED_ROUTE = "/api/session/expired";

/** The route that settles a handed-over token waiting in the pending cookie. */
export const PENDING_SESSION_ROUTE = "/api/session/pending";

/**
 * Where a page render sends a visitor whose session cookie the back end no longer accepts.
 *
 * @example sessionExpiredRoute("/cashback?tab=2") // "/api/session/expired?next=%2Fcashback%3Ftab%3D2"
 */
export function sessionExpiredRoute(currentPath: string): string {
  return `${SESSION_EXPIRED_ROUTE}?${new URLSearchParams({ next: currentPath }).toString()}`;
}
