import type { Translate } from "@casino/i18n";
import type { Href } from "../links/href.js";
import type { NavigationLink } from "./navigation.js";

/**
 * The cashier's pages in the header's account menu (see docs/features.md, "Withdrawals"):
 * withdraw and the transaction history, through the page URL table, so a brand's own URLs apply.
 *
 * @example cashierMenu({ href: (page) => `/${page}`, t: (key) => key }).map((link) => link.href) // ["/withdraw", "/transactions"]
 */
export function cashierMenu({ href, t }: { href: Href; t: Translate }): NavigationLink[] {
  return [
    { href: href("withdraw"), label: t("page.withdraw") },
    { href: href("transactions"), label: t("page.transactions") },
  ];
}
