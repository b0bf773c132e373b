import type { AppSettings } from "@casino/api-client";
import { matchPagePath } from "@casino/domain";
import {
  DEFAULT_LOCALE,
  getPathLocale,
  LOCALES,
  stripLocalePrefix,
  toLocale,
  withLocalePrefix,
  type Locale,
} from "@casino/i18n";
import { pageUrlOptionsOf } from "@casino/features";

/** What the settings say about routing: the locales served and the page URL table. */
export type RoutingSettings = Pick<AppSettings, "locales" | "pageUrls" | "navigationSystem">;

/**
 * What the site does with a page request:
 * - `unavailable`: the settings could not be loaded (the spec's fatal exit): the error page, 503,
 *   in the locale of the path when it names one;
 * - `not-found`: a locale this brand does not serve: 404;
 * - `redirect`: to the address the page lives at now (`/en/...` to the root, a moved page to its URL);
 * - `render`: the route to render (`pathname`, no locale prefix) in `locale`.
 */
export type RouteDecision =
  | { kind: "unavailable"; locale: Locale }
  | { kind: "not-found" }
  | { kind: "redirect"; pathname: string }
  | { kind: "render"; locale: Locale; pathname: string };

/**
 * The locales this brand serves: the settings' list (the codes `@casino/i18n` knows, the default
 * always included), else every locale of `@casino/i18n`.
 *
 * @example servedLocales({ locales: ["de", "pt_br", "xx"] }) // ["en", "de", "pt-BR"]
 */
export function servedLocales(settings: Pick<RoutingSettings, "locales"> | null | undefined): readonly Locale[] {
  const listed = (settings?.locales ?? []).map(toLocale).filter((locale) => locale !== undefined);
  if (listed.length === 0) return LOCALES;
  return [...new Set<Locale>([DEFAULT_LOCALE, ...listed])];
}

/**
 * Routes a page request (see docs/features.md, "Locales and content texts" and "Shell and
 * navigation"): the locale prefix is read (English has none, and `/en/...` goes to the root), the
 * page URL table maps an overridden URL to the page's route and sends a moved page's old URL to its
 * new one.
 *
 * @example routeRequest("/de/promotions", {}) // { kind: "render", locale: "de", pathname: "/promotions" }
 * @example routeRequest("/offers", { pageUrls: { promotions: "/offers" } }) // { kind: "render", locale: "en", pathname: "/promotions" }
 */
export function routeRequest(pathname: string, settings: RoutingSettings | null): RouteDecision {
  const prefix = getPathLocale(pathname);
  if (settings === null) return { kind: "unavailable", locale: prefix ?? DEFAULT_LOCALE };
  const bare = stripLocalePrefix(pathname);
  if (prefix === DEFAULT_LOCALE) return { kind: "redirect", pathname: bare };
  if (prefix !== undefined && !servedLocales(settings).includes(prefix)) return { kind: "not-found" };
  const locale = prefix ?? DEFAULT_LOCALE;
  const match = matchPagePath(bare, pageUrlOptionsOf(settings));
  if (match?.kind === "moved") return { kind: "redirect", pathname: withLocalePrefix(match.location, locale) };
  return { kind: "render", locale, pathname: match?.kind === "page" ? match.route : bare };
}
