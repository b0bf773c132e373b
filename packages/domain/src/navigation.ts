/** Navigation system used when the settings name none. */
export const DEFAULT_NAVIGATION_SYSTEM = "basic";

/** Navigation system in which edit-profile maps to the account page. */
export const PANEL_NAVIGATION_SYSTEM = "panel";

/** Default URL of each named page. Server overrides take precedence. */
export const DEFAULT_PAGE_URLS = {
  root: "/",
  profile: "/profile",
  account: "/account",
  "edit-profile": "/profile/edit-profile",
  transactions: "/profile/transactions",
  verification: "/profile/verify",
  verification2: "/account/verification",
  favorites: "/profile/favorites",
  promotions: "/promotions",
  bonus_history: "/bonuses",
  deposit: "/deposit",
  withdraw: "/withdraw",
  casino: "/casino",
  providers: "/providers",
  tournaments: "/tournaments",
  cashback: "/cashback",
  // This project's page: the spec names refer-a-friend among the screens without a path.
  refer_a_friend: "/profile/refer-a-friend",
  // This project's page: the spec names player statistics among the screens without a path.
  statistics: "/profile/statistics",
} as const satisfies Record<string, string>;

/** A named page of {@link DEFAULT_PAGE_URLS}. */
export type PageKey = keyof typeof DEFAULT_PAGE_URLS;

function isPageKey(page: string): page is PageKey {
  return Object.hasOwn(DEFAULT_PAGE_URLS, page);
}

/**
 * The URL of a named page: a server override for the page first; then, in `panel`
 * navigation, `edit-profile` resolves as `account` (itself overridable); then the default. An
 * unknown page without an override resolves to the root, so a link never points nowhere.
 *
 * @example resolvePageUrl("edit-profile") // "/profile/edit-profile"
 * @example resolvePageUrl("edit-profile", { navigationSystem: "panel" }) // "/account"
 * @example resolvePageUrl("deposit", { overrides: { deposit: "/cashier" } }) // "/cashier"
 */
export function resolvePageUrl(
  page: string,
  options: { navigationSystem?: string; overrides?: Record<string, string> } = {},
): string {
  const override = options.overrides?.[page];
  if (override != null && override.trim() !== "") return override;
  const navigationSystem = (options.navigationSystem ?? DEFAULT_NAVIGATION_SYSTEM).trim().toLowerCase();
  if (page === "edit-profile" && navigationSystem === PANEL_NAVIGATION_SYSTEM)
    return resolvePageUrl("account", options);
  return isPageKey(page) ? DEFAULT_PAGE_URLS[page] : DEFAULT_PAGE_URLS.root;
}

/** Who sees a menu entry. */
export type MenuScope = "user" | "guest" | "any";

/** A menu entry of the static data. */
export interface MenuRoute {
  path: string;
  scope: MenuScope;
}

/**
 * The menu routes in the static data, with the scope this package gives them:
 * the `/profile2/...` pages need a signed-in player (`user`), everything else is for `any` visitor.
 */
export const MENU_ROUTES: readonly MenuRoute[] = [
  { path: "/casino", scope: "any" },
  { path: "/casino/live-casino", scope: "any" },
  { path: "/casino/slots", scope: "any" },
  { path: "/promotions", scope: "any" },
  { path: "/vip-club", scope: "any" },
  { path: "/profile2/my-profile", scope: "user" },
  { path: "/profile2/balance", scope: "user" },
  { path: "/profile2/verification", scope: "user" },
  { path: "/profile2/my-bonuses", scope: "user" },
  { path: "/profile2/vip-club", scope: "user" },
  { path: "/profile2/my-history", scope: "user" },
  { path: "/profile2/freeze-account", scope: "user" },
  { path: "/profile2/limits", scope: "user" },
  { path: "/terms-and-conditions", scope: "any" },
  { path: "/privacy-policy", scope: "any" },
  { path: "/aml-policy", scope: "any" },
  { path: "/responsible-gambling", scope: "any" },
  { path: "/kyc-refund-policy", scope: "any" },
  { path: "/bonus-terms", scope: "any" },
  { path: "/legal-use-of-website", scope: "any" },
  { path: "/freemoney", scope: "any" },
];

/** Where the bonus play button goes. */
export const BONUS_PLAY_URL = "/casino/slots";

/** Page linked from the cookie notice. */
export const PRIVACY_POLICY_URL = "/privacy-policy";

/** Redirect after e-mail verification or a password reset. */
export const EMAIL_VERIFIED_REDIRECT_URL = "/casino?modal=login";

/** Redirect when the e-mail verification link has expired. */
export const VERIFY_EMAIL_EXPIRED_REDIRECT_URL = "/?modal=verify-email-expired";

/**
 * Values of the `modal` query parameter: the spec's, `reset-password` and `verify-email` (this
 * project's: the forgotten-password request and the e-mailed reset link, and the ask to verify
 * the e-mail address), `switch-account` (this project's: a
 * sign-in link for another account asks before it replaces the open session) and `cashier` (this
 * project's: the header's Deposit opens the cashier over the current page).
 */
export const QUERY_MODALS = [
  "login",
  "signup",
  "switch-account",
  "calendar",
  "rakeback",
  "linked-signup",
  "reset-password",
  "verify-email",
  "verify-email-expired",
  "cashier",
  "deposit-3ds-success",
  "deposit-failed",
  "deposit-success",
  "deposit-return",
  "deposit-decline",
  "deposit-cancel",
  "deposit-pending",
] as const;

/**
 * The query parameter that carries a third party's linked account (its uuid) to `modal=linked-signup`:
 * this project's contract, set by the back end on the address it sends the visitor back to.
 */
export const LINKED_ACCOUNT_QUERY_PARAMETER = "linked";

/** One of {@link QUERY_MODALS}. */
export type QueryModal = (typeof QUERY_MODALS)[number];

/**
 * Reads the `modal` query value; unknown values give `null` so no modal opens by accident.
 *
 * @example parseQueryModal("rakeback") // "rakeback"
 * @example parseQueryModal("nope") // null
 */
export function parseQueryModal(value: string | null | undefined): QueryModal | null {
  return value != null && (QUERY_MODALS as readonly string[]).includes(value) ? (value as QueryModal) : null;
}

/**
 * Whether a menu entry shows: `user` entries for signed-in players, `guest`
 * entries for visitors, `any` entries for everyone. An unknown scope shows to everyone.
 *
 * @example isMenuEntryVisible("guest", { authenticated: true }) // false
 */
export function isMenuEntryVisible(scope: string | null | undefined, visitor: { authenticated: boolean }): boolean {
  if (scope === "user") return visitor.authenticated;
  if (scope === "guest") return !visitor.authenticated;
  return true;
}

/**
 * The menu entries a visitor sees, in their order.
 *
 * @example visibleMenuEntries(MENU_ROUTES, { authenticated: false }) // no /profile2 entries
 */
export function visibleMenuEntries<T extends { scope?: string | null }>(
  entries: readonly T[],
  visitor: { authenticated: boolean },
): T[] {
  return entries.filter((entry) => isMenuEntryVisible(entry.scope, visitor));
}

// A locale prefix such as `/de` or `/pt-br` may lead any path (locales other than the default).
const LOCALE_SEGMENT = String.raw`/[a-z]{2}(?:-[a-z0-9]{2,4})?`;
const LOCALE_PREFIX = `(?:${LOCALE_SEGMENT})?`;

/**
 * The path without a leading segment that looks like a locale (`/es/withdraw` gives `/withdraw`),
 * or `null` when it has none. For rules that must hold in every locale: the caller checks both.
 */
export function withoutLocaleLikePrefix(pathname: string): string | null {
  const match = new RegExp(`^${LOCALE_SEGMENT}(?=[/?#]|$)`, "i").exec(pathname);
  if (match === null) return null;
  const rest = pathname.slice(match[0].length);
  return rest.startsWith("/") ? rest : `/${rest}`;
}

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

function startsWithSection(pathname: string, section: string): boolean {
  return new RegExp(`^${LOCALE_PREFIX}${section}(?:/|$)`, "i").test(pathOf(pathname));
}

/**
 * Whether a path is a game-play page (`/play/...`), where external scripts are not loaded and the
 * cookie notice is hidden. A locale prefix is allowed.
 *
 * @example isPlayPage("/de/play/book-of-dead") // true
 */
export function isPlayPage(pathname: string): boolean {
  return startsWithSection(pathname, "/play");
}

/**
 * Whether a path is a game page (`/casino/games/...`), where the cookie notice is hidden and a
 * game-page body style applies. A locale prefix is allowed.
 *
 * @example isGamePage("/casino/games/starburst") // true
 */
export function isGamePage(pathname: string): boolean {
  return startsWithSection(pathname, "/casino/games");
}

/**
 * Whether the game-page body style must be removed on a route change: the player leaves a
 * `/casino/games/` page for a page that is not one.
 *
 * @example shouldRemoveGamePageBodyStyle("/casino/games/x", "/casino") // true
 */
export function shouldRemoveGamePageBodyStyle(previousPath: string | null | undefined, nextPath: string): boolean {
  return previousPath != null && isGamePage(previousPath) && !isGamePage(nextPath);
}

/**
 * Whether a path is a cashier page: the deposit or withdraw page, as resolved with the server's
 * overrides, and anything under them. No third-party script may run there (PCI DSS 6.4.3).
 *
 * @example isCashierPage("/de/deposit?modal=deposit-success") // true
 * @example isCashierPage("/cashier", { overrides: { deposit: "/cashier" } }) // true
 */
export function isCashierPage(
  pathname: string,
  options: { navigationSystem?: string; overrides?: Record<string, string> } = {},
): boolean {
  return ["deposit", "withdraw"].some((page) => {
    const url = pathOf(resolvePageUrl(page, options));
    return url !== "/" && startsWithSection(pathname, url.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\/$/, ""));
  });
}
