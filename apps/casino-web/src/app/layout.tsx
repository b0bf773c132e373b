import "@casino/ui/styles.css";
import "./site.css";
import { dehydrateQueries } from "@casino/api-client/react/server";
import { SiteUnavailable } from "@casino/features";
import { EN_TEXTS, type I18nProps } from "@casino/i18n";
import { FONTS_AFTER_FIRST_PAINT_SCRIPT } from "@casino/ui/fonts";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { publicBackendConfig } from "../core/backend-config";
import { AppProviders } from "../core/providers/AppProviders";
import { ClientShell } from "../core/providers/ClientShell";
import { SHELL_TEXTS, textsUnder } from "../core/page-texts";
import { getRequestContext, type RequestContext } from "../core/request-context";
import { loadMarketingScripts } from "../features/marketing/marketing-scripts";
import { SiteShell } from "../features/shell/SiteShell";

export async function generateMetadata(): Promise<Metadata> {
  const { brandName, t } = await getRequestContext();
  return { title: { default: brandName, template: `%s | ${brandName}` }, description: t("site.description") };
}

/**
 * The texts the layout hands the browser: the frame's keys (pages add their own with `PageTexts`),
 * and every text of the locale that differs from English, so what opens later reads the locale too.
 */
function shellI18n({ i18n }: RequestContext): I18nProps {
  return { ...i18n, texts: { ...i18n.texts, ...textsUnder(EN_TEXTS, i18n.texts, SHELL_TEXTS) } };
}

/**
 * The theme's web font loads after the first paint, which is drawn in its metric-matched fallback
 * (`@casino/ui`'s script; docs/performance.md, "A web font still coming slows the first layout").
 */
function DocumentHead({ nonce }: { nonce: string }) {
  return (
    <head>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: FONTS_AFTER_FIRST_PAINT_SCRIPT }} />
    </head>
  );
}

/**
 * Every page's frame (docs/architecture.md, "The apps"): the request's context (settings, the
 * player within 5 s, the texts) is read once on the server and handed to the browser through React
 * Query hydration and the i18n provider; the browser reads the settings from that cache. Without
 * settings the site shows only its error page (the proxy answers it with 503), never half a site.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const context = await getRequestContext();
  if (context.settings === null) {
    return (
      <html lang={context.locale} dir={context.direction} data-theme={context.theme}>
        <DocumentHead nonce={context.nonce} />
        <body>
          <AppProviders
            dehydratedState={dehydrateQueries(context.queryClient)}
            i18n={shellI18n(context)}
            authenticated={context.authenticated}
          >
            <SiteUnavailable />
          </AppProviders>
        </body>
      </html>
    );
  }
  const marketing = await loadMarketingScripts(context);
  return (
    <html lang={context.locale} dir={context.direction} data-theme={context.theme}>
      <DocumentHead nonce={context.nonce} />
      <body>
        <AppProviders
          dehydratedState={dehydrateQueries(context.queryClient)}
          i18n={shellI18n(context)}
          authenticated={context.authenticated}
        >
          <SiteShell context={context}>{children}</SiteShell>
          <ClientShell
            backend={publicBackendConfig(context.backend)}
            locale={context.locale}
            marketing={{ ...marketing, nonce: context.nonce }}
          />
        </AppProviders>
      </body>
    </html>
  );
}
