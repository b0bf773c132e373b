import { isCashbackCardHidden } from "@casino/domain";
import type { Translate } from "@casino/i18n";

/** One link of the site's navigation. */
export interface NavigationLink {
  readonly href: string;
  readonly label: string;
}

/** One titled group of footer links. */
export interface NavigationGroup {
  readonly title: string;
  readonly links: readonly NavigationLink[];
}

/** What the navigation is built from: the request context's page resolver, texts and theme. */
export interface NavigationContext {
  pageUrl: (page: string) => string;
  t: Translate;
  theme: string;
}

/** A page of the navigation: its key in the page URL table (or a fixed path) and its text key. */
type NavigationEntry =
  { readonly page: string; readonly label: string } | { readonly path: string; readonly label: string };

function resolve(entry: NavigationEntry, context: NavigationContext): NavigationLink {
  return { href: "page" in entry ? context.pageUrl(entry.page) : entry.path, label: context.t(entry.label) };
}

/**
 * The header's main navigation (see docs/features.md, "Shell and navigation"): the lobby,
 * promotions and cashback, each resolved through the page URL table (a brand's overrides and
 * navigation system apply) and labelled from the texts. Cashback is left out where the theme hides it.
 *
 * @example mainNavigation({ pageUrl: (page) => `/${page}`, t: (key) => key, theme: "curacao" })[0] // { href: "/casino", label: "nav.lobby" }
 */
export function mainNavigation(context: NavigationContext): NavigationLink[] {
  const entries: NavigationEntry[] = [
    { page: "casino", label: "nav.lobby" },
    { page: "promotions", label: "nav.promotions" },
    ...(isCashbackCardHidden(context.theme) ? [] : [{ page: "cashback", label: "nav.cashback" }]),
  ];
  return entries.map((entry) => resolve(entry, context));
}

/** The legal and help pages of the menu's static data, by path (they have no key in the page URL table). */
const LEGAL_PAGES = [
  { path: "/terms-and-conditions", label: "nav.terms" },
  { path: "/privacy-policy", label: "nav.privacy" },
  { path: "/aml-policy", label: "nav.aml" },
  { path: "/bonus-terms", label: "nav.bonus.terms" },
] as const;

const HELP_PAGES = [
  { path: "/responsible-gambling", label: "nav.responsible.gambling" },
  { path: "/kyc-refund-policy", label: "nav.kyc.refund" },
  { path: "/legal-use-of-website", label: "nav.legal.use" },
] as const;

/**
 * The footer's groups of links: the casino's pages, the legal pages and help.
 *
 * @example footerGroups({ pageUrl: (page) => `/${page}`, t: (key) => key, theme: "curacao" }).map((group) => group.title)
 * // ["footer.group.casino", "footer.group.legal", "footer.group.help"]
 */
export function footerGroups(context: NavigationContext): NavigationGroup[] {
  return [
    { title: context.t("footer.group.casino"), links: mainNavigation(context) },
    { title: context.t("footer.group.legal"), links: LEGAL_PAGES.map((entry) => resolve(entry, context)) },
    { title: context.t("footer.group.help"), links: HELP_PAGES.map((entry) => resolve(entry, context)) },
  ];
}

/** The responsible-gambling page the footer's line links to. */
export const RESPONSIBLE_GAMBLING_PATH = "/responsible-gambling";
