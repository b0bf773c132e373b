import { COOKIE_CONSENT_ACCEPTED_VALUE } from "./cookie-notice";
import { isPlayPage, withoutLocaleLikePrefix, type PageKey } from "./navigation";
import { isPathAtOrUnder, matchPagePath, type PageUrlOptions } from "./page-routing";

/** Which marketing and analytics script set a visitor gets. */
export type VisitorSegment = "anonymous" | "authenticated" | "depositor";

/** A script entry from GET /api/core/casino/scripts. */
export interface ScriptEntry {
  key: string;
  name?: string | null;
  head?: string | null;
  bodyStart?: string | null;
  bodyEnd?: string | null;
}

/**
 * A visitor's segment: anonymous when not signed in; signed-in players are
 * depositors when `depositCount` is above 0, otherwise authenticated.
 *
 * @example visitorSegment({ authenticated: true, depositCount: 2 }) // "depositor"
 */
export function visitorSegment(visitor: { authenticated: boolean; depositCount?: number | null }): VisitorSegment {
  if (!visitor.authenticated) return "anonymous";
  return (visitor.depositCount ?? 0) > 0 ? "depositor" : "authenticated";
}

/**
 * The flags of the scripts call for a segment: anonymous visitors get the base
 * set (both false), authenticated players add `enableAuthUsers`, depositors add `enableDepositors`
 * too. Values are strings, ready for `URLSearchParams`.
 *
 * @example scriptsQuery("depositor") // { enableAuthUsers: "true", enableDepositors: "true" }
 */
export function scriptsQuery(segment: VisitorSegment): { enableAuthUsers: string; enableDepositors: string } {
  return { enableAuthUsers: String(segment !== "anonymous"), enableDepositors: String(segment === "depositor") };
}

/**
 * The named pages where no third-party script may run, whatever their URL: the cashier (PCI DSS
 * 6.4.3 wants every script on a payment page authorised) and identity verification.
 */
export const SCRIPT_FREE_PAGES: readonly PageKey[] = ["deposit", "withdraw", "verification", "verification2"];

/**
 * Menu routes with no key in the page URL table that hold money, verification or the player's
 * limits and exclusions (and what lies below them). `/responsible-gambling` is where the limit
 * tools live next to the responsible-gambling text.
 */
export const SCRIPT_FREE_PATHS: readonly string[] = [
  "/profile2/balance",
  "/profile2/verification",
  "/profile2/limits",
  "/profile2/freeze-account",
  "/responsible-gambling",
];

/**
 * Whether a path shows a page where no third-party script may run (see docs/features.md,
 * "Marketing scripts"): a page of {@link SCRIPT_FREE_PAGES} at its URL after the back end's
 * overrides, the old URL of one that moved, or a path of {@link SCRIPT_FREE_PATHS}. A path that
 * starts with what looks like a locale (`/es/withdraw`) is checked with and without it, so a
 * locale prefix never lets a script through.
 *
 * @example isScriptFreePage("/cashier", { overrides: { deposit: "/cashier" } }) // true
 * @example isScriptFreePage("/deposit", { overrides: { deposit: "/cashier", promotions: "/deposit" } }) // false: promotions live there
 */
export function isScriptFreePage(pathname: string, pages: PageUrlOptions = {}): boolean {
  const bare = withoutLocaleLikePrefix(pathname);
  return isScriptFreePath(pathname, pages) || (bare !== null && isScriptFreePath(bare, pages));
}

function isScriptFreePath(pathname: string, pages: PageUrlOptions): boolean {
  const match = matchPagePath(pathname, pages);
  if (match !== null && SCRIPT_FREE_PAGES.includes(match.page)) return true;
  return isPathAtOrUnder(match?.kind === "page" ? match.route : pathname, SCRIPT_FREE_PATHS);
}

/**
 * Whether external scripts load on a page: never for bots, never on `/play/` pages,
 * never on the pages of {@link isScriptFreePage} (cashier, verification, limits) wherever the
 * server's page URL overrides put them.
 *
 * @example shouldLoadExternalScripts({ pathname: "/casino", bot: false }) // true
 * @example shouldLoadExternalScripts({ pathname: "/deposit", bot: false }) // false
 */
export function shouldLoadExternalScripts(input: {
  pathname: string;
  bot: boolean;
  pageUrlOverrides?: Record<string, string>;
  navigationSystem?: string;
}): boolean {
  const pages: PageUrlOptions = {};
  if (input.pageUrlOverrides !== undefined) pages.overrides = input.pageUrlOverrides;
  if (input.navigationSystem !== undefined) pages.navigationSystem = input.navigationSystem;
  return scriptsAllowedOnPage(input.pathname, input.bot, pages);
}

function scriptsAllowedOnPage(pathname: string, bot: boolean, pages: PageUrlOptions = {}): boolean {
  return !bot && !isPlayPage(pathname) && !isScriptFreePage(pathname, pages);
}

/** What decides whether the back end's marketing scripts load on a page view. */
export interface MarketingScriptsInput {
  /** The page's path (a locale prefix is allowed). */
  pathname: string;
  /** The page URL table as the back end configures it. */
  pages?: PageUrlOptions;
  /** The stored cookie consent (`gameCookieConsent`). */
  consent: string | null | undefined;
  segment: VisitorSegment;
  /** The signed-in player is self-excluded (`isSelfExcluded` on their details). */
  selfExcluded: boolean;
  bot: boolean;
}

/**
 * Whether the back end's marketing scripts load (see docs/features.md, "Marketing scripts"): only
 * once the cookie notice is accepted, never for a self-excluded player (an anonymous visitor has no
 * exclusion on record), never for bots, on play pages or on cashier, verification and limits pages
 * wherever the page URL table puts them.
 *
 * @example shouldLoadMarketingScripts({ pathname: "/promotions", consent: "accepted", segment: "anonymous", selfExcluded: false, bot: false }) // true
 * @example shouldLoadMarketingScripts({ pathname: "/promotions", consent: null, segment: "anonymous", selfExcluded: false, bot: false }) // false
 */
export function shouldLoadMarketingScripts(input: MarketingScriptsInput): boolean {
  if (input.consent?.trim() !== COOKIE_CONSENT_ACCEPTED_VALUE) return false;
  if (input.segment !== "anonymous" && input.selfExcluded) return false;
  return scriptsAllowedOnPage(input.pathname, input.bot, input.pages);
}
