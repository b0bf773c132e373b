import { DEFAULT_PAGE_URLS, resolvePageUrl, type PageKey } from "./navigation";

/** How the page URL table is read: the back end's overrides and its navigation system. */
export interface PageUrlOptions {
  navigationSystem?: string;
  overrides?: Record<string, string>;
}

/**
 * What a path of the site is in the page URL table:
 * - `page`: a named page is shown there; `route` is where the site keeps it (its default URL, with
 *   the rest of the path kept), so a site can serve an overridden URL from the page it already has;
 * - `moved`: the default URL of a page that now lives elsewhere (an override, or `edit-profile` in
 *   panel navigation); `location` is where it went, the rest of the path kept.
 */
export type PagePathMatch =
  { kind: "page"; page: PageKey; route: string } | { kind: "moved"; page: PageKey; location: string };

const PAGE_KEYS = Object.keys(DEFAULT_PAGE_URLS) as PageKey[];

/** The path part of a URL, without query, hash or a trailing slash (the root stays `/`). */
function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** The rest of `path` below `base`, `""` at `base` itself, `null` when `path` is not under it. */
function restBelow(path: string, base: string): string | null {
  if (base === "/") return path === "/" ? "" : null;
  if (path === base) return "";
  return path.startsWith(`${base}/`) ? path.slice(base.length) : null;
}

interface Candidate {
  base: string;
  // A page shown at its overridden URL outranks the default URL of a page that moved there.
  rank: number;
  match: (rest: string) => PagePathMatch;
}

function candidatesOf(page: PageKey, options: PageUrlOptions): Candidate[] {
  const defaultUrl = DEFAULT_PAGE_URLS[page];
  const url = pathOf(resolvePageUrl(page, options));
  // An override that is not a path of this site (an absolute URL) moves nothing here.
  if (!url.startsWith("/") || url === defaultUrl) {
    return [{ base: defaultUrl, rank: 1, match: (rest) => ({ kind: "page", page, route: defaultUrl + rest }) }];
  }
  const moved: Candidate = {
    base: defaultUrl,
    rank: 0,
    match: (rest) => ({ kind: "moved", page, location: url === "/" && rest !== "" ? rest : url + rest }),
  };
  const explicit = options.overrides?.[page]?.trim();
  // In panel navigation edit-profile shares account's URL: that URL is account's page, not a second one.
  if (explicit === undefined || explicit === "") return [moved];
  return [moved, { base: url, rank: 2, match: (rest) => ({ kind: "page", page, route: defaultUrl + rest }) }];
}

/**
 * Which named page a path of the site shows (see docs/features.md, "Shell and navigation"): the
 * most specific URL of the page URL table that the path is at or under wins, an overridden URL
 * before the default URL of a page that moved to it. `pathname` is without its locale prefix; its
 * query is ignored. `null` for a path of no named page (a legal page, a menu route).
 *
 * @example matchPagePath("/cashier", { overrides: { deposit: "/cashier" } }) // { kind: "page", page: "deposit", route: "/deposit" }
 * @example matchPagePath("/deposit", { overrides: { deposit: "/cashier" } }) // { kind: "moved", page: "deposit", location: "/cashier" }
 * @example matchPagePath("/casino/hot") // { kind: "page", page: "casino", route: "/casino/hot" }
 */
export function matchPagePath(pathname: string, options: PageUrlOptions = {}): PagePathMatch | null {
  const path = pathOf(pathname.startsWith("/") ? pathname : `/${pathname}`);
  let best: { candidate: Candidate; rest: string } | null = null;
  for (const page of PAGE_KEYS) {
    for (const candidate of candidatesOf(page, options)) {
      const rest = restBelow(path, candidate.base);
      if (rest === null) continue;
      const better =
        best === null ||
        candidate.base.length > best.candidate.base.length ||
        (candidate.base.length === best.candidate.base.length && candidate.rank > best.candidate.rank);
      if (better) best = { candidate, rest };
    }
  }
  return best === null ? null : best.candidate.match(best.rest);
}

/**
 * Whether a path is at or under one of `bases` (whole segments: `/deposit` is not under `/dep`).
 *
 * @example isPathAtOrUnder("/profile2/limits/deposit", ["/profile2/limits"]) // true
 */
export function isPathAtOrUnder(pathname: string, bases: readonly string[]): boolean {
  const path = pathOf(pathname);
  return bases.some((base) => restBelow(path, pathOf(base)) !== null);
}
