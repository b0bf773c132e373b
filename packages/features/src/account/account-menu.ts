import { MENU_ROUTES, visibleMenuEntries, type MenuRoute, type PageKey } from "@casino/domain";
import { dynamicTextKey, type Translate } from "@casino/i18n";

/** The text of each account page among the menu routes (the static data names paths only). */
export const ACCOUNT_MENU_LABELS: Readonly<Record<string, string>> = {
  "/profile2/my-profile": "account.menu.my.profile",
  "/profile2/balance": "account.menu.balance",
  "/profile2/verification": "account.menu.verification",
  "/profile2/my-bonuses": "account.menu.my.bonuses",
  "/profile2/vip-club": "account.menu.vip.club",
  "/profile2/my-history": "account.menu.my.history",
  "/profile2/freeze-account": "account.menu.freeze.account",
  "/profile2/limits": "account.menu.limits",
};

/**
 * Menu routes the site serves as one of its named pages (a brand's page URL override applies):
 * the player's profile, the player's bonuses as the bonuses page (see docs/features.md, "Bonuses"),
 * and the verification as the verification page.
 */
export const ACCOUNT_MENU_PAGES: Readonly<Record<string, PageKey>> = {
  "/profile2/my-profile": "profile",
  "/profile2/my-bonuses": "bonus_history",
  "/profile2/verification": "verification",
};

/** One entry of the account menu: where it goes and what it says. */
export interface AccountMenuLink {
  readonly href: string;
  readonly label: string;
}

/** What the account menu is built from: the texts and the site's link builder. */
export interface AccountMenuContext {
  t: Translate;
  /** A link of the site from a path (the locale prefix and the brand's page URLs applied). */
  link: (path: string) => string;
  /**
   * A link to a named page (the page URL table applied): with it, the routes of
   * {@link ACCOUNT_MENU_PAGES} go to their page, and the menu ends with the favourite games, the
   * statistics, refer a friend, the live chat and cashback (unless `cashback` is false).
   */
  page?: (key: PageKey) => string;
  /** The brand shows cashback (its theme does not hide the card). */
  cashback?: boolean;
}

/**
 * The header's account menu (see docs/features.md, "Session and sign-in"): the menu routes a
 * signed-in player sees and a visitor does not (scope `user`, by `visibleMenuEntries`), in their
 * order, each labelled from the texts and linked through the site's link builder. The routes for
 * any visitor are the main navigation's and the footer's.
 *
 * @example accountMenu({ t: (key) => key, link: (path) => path }).at(0) // { href: "/profile2/my-profile", label: "account.menu.my.profile" }
 */
export function accountMenu(
  context: AccountMenuContext,
  routes: readonly MenuRoute[] = MENU_ROUTES,
): AccountMenuLink[] {
  const forPlayers = new Set(visibleMenuEntries(routes, { authenticated: true }));
  const forGuests = new Set(visibleMenuEntries(routes, { authenticated: false }));
  const { page } = context;
  const linkOf = (path: string) => {
    const key = ACCOUNT_MENU_PAGES[path];
    return page && key ? page(key) : context.link(path);
  };
  const entries = routes
    .filter((route) => forPlayers.has(route) && !forGuests.has(route))
    .flatMap((route) => {
      const label = ACCOUNT_MENU_LABELS[route.path];
      return label === undefined ? [] : [{ href: linkOf(route.path), label: context.t(dynamicTextKey(label)) }];
    });
  if (!page) return entries;
  // The player's favourite games (docs/features.md, "Favourites and recent games").
  const favourites = { href: page("favorites"), label: context.t("account.menu.favourites") };
  // The player's statistics (docs/features.md, "Player statistics").
  const statistics = { href: page("statistics"), label: context.t("account.menu.statistics") };
  // Refer a friend (docs/features.md, "Refer a friend").
  const refer = { href: page("refer_a_friend"), label: context.t("account.menu.refer") };
  // The live chat (docs/features.md, "Live chat").
  const chat = { href: context.link("/chat"), label: context.t("account.menu.chat") };
  return context.cashback !== false
    ? [
        ...entries,
        favourites,
        statistics,
        refer,
        chat,
        { href: page("cashback"), label: context.t("account.menu.cashback") },
      ]
    : [...entries, favourites, statistics, refer, chat];
}
