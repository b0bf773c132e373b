"use client";

import "./english-fallback";
import { ApiClientProvider } from "@casino/api-client/react";
import { isBot } from "@casino/domain";
import { Suspense, useEffect, useState } from "react";
import { createBrowserApiClient } from "./browser-api-client";
import {
  CampaignCapture,
  LobbyBrowserServices,
  PageViewTracker,
  publishTabApiClient,
  RestrictionGate,
  SessionServices,
  useSession,
} from "@casino/features";
import type { PublicBackendConfig } from "../backend-config";
import { MarketingScripts, type MarketingScriptsProps } from "../../features/marketing/MarketingScripts";
import { QueryModals } from "../query-modals/QueryModals";

/** Props of {@link BrowserServices}. */
export interface BrowserServicesProps {
  backend: PublicBackendConfig;
  locale: string;
  marketing: Omit<MarketingScriptsProps, "bot">;
}

/**
 * What every page does in the browser once it has loaded: the tab's API client, the session's
 * services (logout, inactivity, the live wallet, the session-ended alert), the query-string
 * modals, the restricted-country overlay, page-view logging and the marketing scripts. Loaded as
 * its own chunk after the page, so the API client, its schemas and the UI kit stay out of every
 * route's first load.
 * The client is {@link createBrowserApiClient}'s.
 */
export default function BrowserServices({ backend, locale, marketing }: BrowserServicesProps) {
  const { authenticated, isSignedIn } = useSession();
  // A crawler or headless agent gets no overlay and no scripts. Read here, not by the server: a
  // guest page's HTML is the same for every visitor.
  const [bot] = useState(() => isBot(navigator.userAgent));
  const [client] = useState(() =>
    createBrowserApiClient({ locale, isSignedIn, reverseGeocodeUrl: backend.reverseGeocodeUrl }),
  );
  // Pages' interactive parts (WithTabApiClient) use this same client.
  useEffect(() => publishTabApiClient(client), [client]);
  return (
    <ApiClientProvider client={client}>
      <SessionServices socketUrl={backend.socketUrl} />
      {/* The query string is read in the browser only. */}
      <Suspense fallback={null}>
        <QueryModals authenticated={authenticated} nonce={marketing.nonce} />
      </Suspense>
      <RestrictionGate authenticated={authenticated} bot={bot} />
      <CampaignCapture />
      <PageViewTracker />
      <MarketingScripts {...marketing} bot={bot} />
      <LobbyBrowserServices />
    </ApiClientProvider>
  );
}
