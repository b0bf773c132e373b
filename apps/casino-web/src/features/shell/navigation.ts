import type { Translate } from "@casino/i18n";

/** One link of the site's main navigation. */
export interface NavigationLink {
  readonly href: string;
  readonly label: string;
}

/** The pages of the main navigation, by page key (resolved through the page URL table) and text key. */
const MAIN_NAVIGATION = [
  { page: "promotions", label: "nav.promotions" },
  { page: "cashback", label: "nav.cashback" },
  { page: "deposit", label: "nav.deposit" },
] as const;

/**
 * The main navigation of the header: every link resolved through the page URL table (so a brand's
 * overrides and navigation system apply) and labelled from the texts.
 *
 * @example mainNavigation({ pageUrl: (page) => `/${page}`, t: (key) => key })[0] // { href: "/promotions", label: "nav.promotions" }
 */
export function mainNavigation(context: { pageUrl: (page: string) => string; t: Translate }): NavigationLink[] {
  return MAIN_NAVIGATION.map(({ page, label }) => ({ href: context.pageUrl(page), label: context.t(label) }));
}
