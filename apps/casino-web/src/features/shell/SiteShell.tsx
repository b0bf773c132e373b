import type { ReactNode } from "react";
import type { RequestContext } from "../../core/request-context";
import { accountMenu } from "../account/account-menu";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { footerGroups, mainNavigation, RESPONSIBLE_GAMBLING_PATH } from "./navigation";

/**
 * The frame of every page (see docs/features.md, "Shell and navigation"): the header with the
 * brand, the main navigation and the visitor's actions, the page, and the footer with the legal
 * and help links, the 18+ mark and the licence text.
 */
export function SiteShell({ context, children }: { context: RequestContext; children: ReactNode }) {
  return (
    <>
      <Header
        brandName={context.brandName}
        homeHref={context.pageUrl("root")}
        items={mainNavigation(context)}
        deposit={{ href: context.pageUrl("deposit") }}
        accountItems={accountMenu({ t: context.t, link: (path) => path })}
      />
      {children}
      <Footer
        groups={footerGroups(context)}
        responsibleGamblingHref={RESPONSIBLE_GAMBLING_PATH}
        {...(context.settings?.licenseText == null ? {} : { licence: context.settings.licenseText })}
      />
    </>
  );
}
