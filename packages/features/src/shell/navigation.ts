import { isCashbackCardHidden, type PageKey } from "@casino/domain";
import { dynamicTextKey, type Translate } from "@casino/i18n";
import { LEGAL_DOCUMENTS, type LegalDocumentEntry } from "../legal/legal-documents.js";
import type { Href } from "../links/href.js";
import { searchPageUrl } from "../lobby/search-url.js";

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

/** What the navigation is built from: the request context's link builder, texts and theme. */
export interface NavigationContext {
  href: Href;
  t: Translate;
  theme: string;
}

/**
 * The header's main navigation (see docs/features.md, "Shell and navigation"): the lobby,
 * promotions and cashback, each resolved through the page URL table (a brand's overrides and
 * navigation system apply) in the visitor's locale, and labelled from the texts. Cashback is left
 * out where the theme hides it.
 *
 * @example mainNavigation({ href: (target) => `/de/${target}`, t: (key) => key, theme: "curacao" })[0] // { href: "/de/casino", label: "nav.lobby" }
 */
export function mainNavigation({ href, t, theme }: NavigationContext): NavigationLink[] {
  const pages: { page: PageKey; label: string }[] = [
    { page: "casino", label: "nav.lobby" },
    { page: "promotions", label: "nav.promotions" },
    ...(isCashbackCardHidden(theme) ? [] : [{ page: "cashback" as const, label: "nav.cashback" }]),
  ];
  return pages.map(({ page, label }) => ({ href: href(page), label: t(dynamicTextKey(label)) }));
}

function documentLinks(group: LegalDocumentEntry["group"], { href, t }: NavigationContext): NavigationLink[] {
  return LEGAL_DOCUMENTS.filter((entry) => entry.group === group).map((entry) => ({
    href: href(`/${entry.slug}`),
    label: t(dynamicTextKey(entry.label)),
  }));
}

/**
 * The pages the footer lists beside the main navigation: the providers, the tournaments, the game
 * search, and the live chat, which a visitor reads too (docs/features.md, "Live chat"; a player
 * also has it in the account menu).
 */
function lobbyLinks({ href, t }: NavigationContext): NavigationLink[] {
  return [
    { href: href("providers"), label: t("lobby.providers.title") },
    { href: href("tournaments"), label: t("tournament.page.title") },
    { href: searchPageUrl(href("casino")), label: t("lobby.search.title") },
    { href: href("/chat"), label: t("chat.title") },
  ];
}

/** The sign-up page, for visitors whose browser loses modals (see docs/features.md, "Registration"). */
function accountLinks({ href, t }: NavigationContext): NavigationLink[] {
  return [{ href: href("/register"), label: t("button.sign.up") }];
}

/**
 * The footer's groups of links: the casino's pages (with the providers, the tournaments, the game
 * search, the live chat and the sign-up page), the legal pages and help.
 *
 * @example footerGroups({ href: (target) => target, t: (key) => key, theme: "curacao" }).map((group) => group.title)
 * // ["footer.group.casino", "footer.group.legal", "footer.group.help"]
 */
export function footerGroups(context: NavigationContext): NavigationGroup[] {
  return [
    {
      title: context.t("footer.group.casino"),
      links: [...mainNavigation(context), ...lobbyLinks(context), ...accountLinks(context)],
    },
    { title: context.t("footer.group.legal"), links: documentLinks("legal", context) },
    { title: context.t("footer.group.help"), links: documentLinks("help", context) },
  ];
}

/** The responsible-gambling page the footer's line links to. */
export const RESPONSIBLE_GAMBLING_PATH = "/responsible-gambling";
