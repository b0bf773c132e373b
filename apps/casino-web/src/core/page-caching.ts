import { LEGAL_DOCUMENTS } from "@casino/features";

/**
 * How a guest page may be kept by a shared cache (docs/deployment.md): fresh for a minute, then
 * served stale for up to ten more while one request renders it again. Browsers keep nothing
 * (`max-age=0`): a visitor who signs in gets their own page on the next load.
 */
export const GUEST_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

/** What a page with the player's session (or a waiting sign-in link) says to every cache. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

/** The lobby's routes under `/casino` that are not categories. */
const LOBBY_NON_CATEGORY_SEGMENTS = new Set(["games", "search"]);

const GUEST_PAGES = new Set(["/", "/casino", "/promotions", "/providers", "/tournaments"]);
const LEGAL_PAGES = new Set(LEGAL_DOCUMENTS.map((entry) => `/${entry.slug}`));

/**
 * The routes a guest sees the same as every other guest (QUALITY.md "Speed and size"): home, the
 * lobby and its categories, promotions, providers, tournaments and the legal and help pages. The
 * route is the one the proxy renders (no locale prefix, a brand's URL override already resolved).
 *
 * @example isGuestCacheableRoute("/casino/slots") // true
 * @example isGuestCacheableRoute("/casino/games/book-of-embers") // false
 */
export function isGuestCacheableRoute(route: string): boolean {
  if (GUEST_PAGES.has(route) || LEGAL_PAGES.has(route)) return true;
  const category = /^\/casino\/([^/]+)$/.exec(route)?.[1];
  return category !== undefined && !LOBBY_NON_CATEGORY_SEGMENTS.has(category);
}

/** What decides how a page answer may be cached. */
export interface PageCachingInput {
  /** The request's method. */
  method: string;
  /** The route the proxy renders (see {@link isGuestCacheableRoute}). */
  route: string;
  /** The request carries the session cookie. */
  session: boolean;
  /** The request carries a sign-in link's token waiting to be confirmed. */
  pendingSession: boolean;
  /** A request of Next's router (`RSC`, a prefetch) rather than a document load. */
  routerRequest: boolean;
}

/**
 * How a page answer may be cached:
 * - `guest`: a document load of a guest page without a session: the page is rendered without the
 *   visitor's cookies, so its HTML is the same for every guest, and shared caches may keep it
 *   ({@link GUEST_PAGE_CACHE_CONTROL}); it still varies with `Cookie`, so a cache that honours
 *   `Vary` never hands it to a signed-in player;
 * - `private`: the player's own page (the session or a waiting sign-in link): kept by no cache;
 * - `dynamic`: any other guest request (the router's payloads, the other pages): Next's own
 *   `private, no-store` answer.
 *
 * Every page answer varies with `Cookie`.
 *
 * @example pageCaching({ method: "GET", route: "/", session: false, pendingSession: false, routerRequest: false }).kind // "guest"
 */
export function pageCaching(input: PageCachingInput): {
  kind: "guest" | "private" | "dynamic";
  headers: Record<string, string>;
} {
  const vary = { Vary: "Cookie" };
  if (input.session || input.pendingSession) {
    return { kind: "private", headers: { "Cache-Control": PRIVATE_PAGE_CACHE_CONTROL, ...vary } };
  }
  const read = input.method === "GET" || input.method === "HEAD";
  if (read && !input.routerRequest && isGuestCacheableRoute(input.route)) {
    return { kind: "guest", headers: { "Cache-Control": GUEST_PAGE_CACHE_CONTROL, ...vary } };
  }
  return { kind: "dynamic", headers: vary };
}
