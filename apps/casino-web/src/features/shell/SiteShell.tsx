import { walletOf } from "@casino/api-client";
import type { ReactNode } from "react";
import type { RequestContext } from "../../core/request-context";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { languageName } from "./language-names";
import { footerGroups, mainNavigation, RESPONSIBLE_GAMBLING_PATH } from "./navigation";
import { servedLocales } from "./routing/route-request";

/**
 * The frame of every page (see docs/features.md, "Shell and navigation"): the header with the
 * brand, the main navigation and the visitor's actions, the page, and the footer with the legal
 * and help links, the 18+ mark, the licence text and the language switcher.
 */
export function SiteShell({ context, children }: { context: RequestContext; children: ReactNode }) {
  const { user, href } = context;
  const player = user.status === "authenticated" ? user.details : null;
  const wallet = player === null ? null : walletOf(player);
  return (
    <>
      <Header
        brandName={context.brandName}
        homeHref={href("root")}
        items={mainNavigation(context)}
        session={player !== null ? "player" : context.authenticated ? "loading" : "guest"}
        signIn={{ href: "?modal=login" }}
        signUp={{ href: "?modal=signup" }}
        deposit={{ href: href("deposit") }}
        {...(player === null
          ? {}
          : {
              balance: {
                cash: wallet?.amount ?? 0,
                bonus: wallet?.nonCashAmount ?? 0,
                total: wallet?.totalAmount ?? 0,
                currencyCode: player.getUser.currencyCode ?? wallet?.currencyCode ?? "EUR",
                crypto: Boolean(player.isCrypto),
              },
            })}
      />
      {children}
      <Footer
        groups={footerGroups(context)}
        responsibleGamblingHref={href(RESPONSIBLE_GAMBLING_PATH)}
        locale={context.locale}
        languages={servedLocales(context.settings).map((locale) => ({ locale, label: languageName(locale) }))}
        {...(context.settings?.licenseText == null ? {} : { licence: context.settings.licenseText })}
      />
    </>
  );
}
