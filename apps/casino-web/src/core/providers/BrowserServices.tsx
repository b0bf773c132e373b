"use client";

import { createApiClient } from "@casino/api-client";
import { ApiClientProvider } from "@casino/api-client/react";
import { Suspense, useState } from "react";
import { expireBrowserSession, readBrowserToken } from "../session/browser-session";
import type { PublicBackendConfig } from "../backend-config";
import { MarketingScripts, type MarketingScriptsProps } from "../../features/marketing/MarketingScripts";
import { PageViewTracker } from "../../features/analytics/PageViewTracker";
import { CampaignCapture } from "../../features/campaign/CampaignCapture";
import { QueryModals } from "../query-modals/QueryModals";
import { RestrictionGate } from "../../features/restriction/RestrictionGate";
import { LobbyBrowserServices } from "../../features/lobby/LobbyBrowserServices";

/** Props of {@link BrowserServices}. */
export interface BrowserServicesProps {
  backend: PublicBackendConfig;
  locale: string;
  authenticated: boolean;
  /** The visitor is a crawler or headless agent: no overlay, no scripts. */
  bot: boolean;
  marketing: Omit<MarketingScriptsProps, "bot">;
}

/**
 * What every page does in the browser once it has loaded: the tab's API client (token from the
 * cookie or local storage; a 403 clears it and opens `modal=login`), the query-string modals,
 * the restricted-country overlay, page-view logging and the marketing scripts. Loaded as its own chunk after the page, so the API
 * client, its schemas and the UI kit stay out of every route's first load.
 */
export default function BrowserServices({ backend, locale, authenticated, bot, marketing }: BrowserServicesProps) {
  const [client] = useState(() =>
    createApiClient({
      baseUrl: backend.apiUrl,
      coreUrl: backend.coreUrl,
      reverseGeocodeUrl: backend.reverseGeocodeUrl,
      getToken: readBrowserToken,
      language: locale,
      onSessionExpired: expireBrowserSession,
    }),
  );
  return (
    <ApiClientProvider client={client}>
      {/* The query string is read in the browser only. */}
      <Suspense fallback={null}>
        <QueryModals authenticated={authenticated} />
      </Suspense>
      <RestrictionGate authenticated={authenticated} bot={bot} />
      <CampaignCapture />
      <PageViewTracker />
      <MarketingScripts {...marketing} bot={bot} />
      <LobbyBrowserServices />
    </ApiClientProvider>
  );
}
