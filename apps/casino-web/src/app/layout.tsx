import "@casino/ui/styles.css";
import "./site.css";
import { COOKIE_CONSENT_KEY, DEFAULT_LOCALE, isBot, resolvePageUrl } from "@casino/domain";
import { dehydrateQueries } from "@casino/api-client/react/server";
import type { Metadata } from "next";
import { cookies, headers } from "next/headers";
import Link from "next/link";
import type { ReactNode } from "react";
import { AppProviders } from "../components/AppProviders";
import { ClientShell } from "../components/ClientShell";
import { publicBackendConfig, readBackendConfig } from "../server/backend-config";
import { getI18nProps } from "../server/i18n";
import { loadMarketingScripts } from "../server/marketing-scripts";
import { getRequestQueryClient, getRequestSettings, getRequestUser } from "../server/request-context";
import { NONCE_HEADER } from "../server/security-headers";

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getRequestSettings();
  const brand = settings?.brandName ?? "Casino";
  return { title: { default: brand, template: `%s | ${brand}` }, description: "Play, deposit and claim your rewards." };
}

/**
 * Every page's frame (ARCHITECTURE.md "Data flow" 4): settings (theme and brand), the player
 * (5 s limit) and the texts are read once per request on the server and handed to the browser
 * through React Query hydration and the i18n provider.
 */
export default async function RootLayout({ children }: { children: ReactNode }) {
  const backend = readBackendConfig(process.env);
  const [settings, user, cookieStore, requestHeaders] = await Promise.all([
    getRequestSettings(),
    getRequestUser(),
    cookies(),
    headers(),
  ]);
  const bot = isBot(requestHeaders.get("user-agent"));
  const [i18n, scripts] = await Promise.all([
    getI18nProps(
      DEFAULT_LOCALE,
      settings?.cacheControlHash == null ? undefined : String(settings.cacheControlHash),
      settings?.debugShowTranslationKeys === true,
    ),
    bot ? Promise.resolve([]) : loadMarketingScripts(user, settings),
  ]);
  // Settings and the player's details were fetched into this request's QueryClient above.
  const queryClient = getRequestQueryClient();

  const theme = settings?.theme ?? backend.defaultTheme;
  const brandName = settings?.brandName ?? "Casino";
  return (
    <html lang={i18n.locale} data-theme={theme}>
      <body>
        <AppProviders dehydratedState={dehydrateQueries(queryClient)} i18n={i18n}>
          <header className="site-header">
            <Link href="/" className="site-brand">
              {brandName}
            </Link>
            <nav aria-label="Main">
              <ul className="site-nav">
                <li>
                  <Link href={resolvePageUrl("promotions")}>Promotions</Link>
                </li>
                <li>
                  <Link href={resolvePageUrl("cashback")}>Cashback</Link>
                </li>
                <li>
                  <Link href={resolvePageUrl("deposit")}>Deposit</Link>
                </li>
              </ul>
            </nav>
          </header>
          {children}
          <ClientShell
            backend={publicBackendConfig(backend)}
            locale={i18n.locale}
            authenticated={user.status !== "unauthenticated"}
            serverConsent={cookieStore.get(COOKIE_CONSENT_KEY)?.value ?? null}
            restriction={{
              excludedCountryCodes: settings?.excludedCountryCodeList ?? [],
              whitelistedIps: settings?.whitelistedIPs ?? [],
            }}
            marketing={{
              scripts,
              nonce: requestHeaders.get(NONCE_HEADER) ?? "",
              bot,
              ...(settings?.pageUrls == null ? {} : { pageUrlOverrides: settings.pageUrls }),
              ...(settings?.navigationSystem == null ? {} : { navigationSystem: settings.navigationSystem }),
            }}
          />
        </AppProviders>
      </body>
    </html>
  );
}
