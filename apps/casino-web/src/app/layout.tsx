import "@casino/ui/styles.css";
import "./site.css";
import { dehydrateQueries } from "@casino/api-client/react/server";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { publicBackendConfig } from "../core/backend-config";
import { AppProviders } from "../core/providers/AppProviders";
import { ClientShell } from "../core/providers/ClientShell";
import { getRequestContext } from "../core/request-context";
import { loadMarketingScripts } from "../features/marketing/marketing-scripts";
import { SiteShell } from "../features/shell/SiteShell";

export async function generateMetadata(): Promise<Metadata> {
  const { brandName, t } = await getRequestContext();
  return { title: { default: brandName, template: `%s | ${brandName}` }, description: t("site.description") };
}

/**
 * Every page's frame (docs/architecture.md, "The apps"): the request's context (settings, the
 * player within 5 s, the texts) is read once on the server and handed to the browser through React
 * Query hydration and the i18n provider; the browser reads the settings from that cache.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const context = await getRequestContext();
  const scripts = context.bot ? [] : await loadMarketingScripts(context);
  return (
    <html lang={context.locale} data-theme={context.theme}>
      <body>
        <AppProviders
          dehydratedState={dehydrateQueries(context.queryClient)}
          i18n={context.i18n}
          authenticated={context.authenticated}
        >
          <SiteShell context={context}>{children}</SiteShell>
          <ClientShell
            backend={publicBackendConfig(context.backend)}
            locale={context.locale}
            serverConsent={context.consentCookie}
            bot={context.bot}
            marketing={{ scripts, nonce: context.nonce }}
          />
        </AppProviders>
      </body>
    </html>
  );
}
