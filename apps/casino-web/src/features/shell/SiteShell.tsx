import { isCashbackCardHidden } from "@casino/domain";
import type { ReactNode } from "react";
import type { RequestContext } from "../../core/request-context";
import {
  accountMenu,
  cashierMenu,
  DrawerCashback,
  footerGroups,
  languageName,
  mainNavigation,
  RESPONSIBLE_GAMBLING_PATH,
  SiteFooterLive,
  SiteHeaderLive,
} from "@casino/features";
import { servedLocales } from "./routing/route-request";

/**
 * The frame of every page (see docs/features.md, "Shell and navigation"): the header with the
 * brand, the main navigation and the visitor's actions, the page, and the footer with the legal
 * and help links, the 18+ mark, the licence text and the language switcher.
 */
export function SiteShell({ context, children }: { context: RequestContext; children: ReactNode }) {
  const { href } = context;
  const cashback = !isCashbackCardHidden(context.theme);
  return (
    <>
      <SiteHeaderLive
        {...(cashback ? { drawerCard: <DrawerCashback theme={context.theme} /> } : {})}
        brandName={context.brandName}
        homeHref={href("root")}
        items={mainNavigation(context)}
        deposit={{ href: href("deposit") }}
        accountItems={[
          ...cashierMenu(context),
          ...accountMenu({ t: context.t, link: (path) => href(`/${path.replace(/^\//, "")}`), page: href, cashback }),
        ]}
      />
      {children}
      <SiteFooterLive
        groups={footerGroups(context)}
        responsibleGamblingHref={href(RESPONSIBLE_GAMBLING_PATH)}
        locale={context.locale}
        languages={servedLocales(context.settings).map((locale) => ({ locale, label: languageName(locale) }))}
        {...(context.settings?.licenseText == null ? {} : { licence: context.settings.licenseText })}
      />
    </>
  );
}
