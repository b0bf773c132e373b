"use client";

import { createApiClient } from "@casino/api-client";
import { ApiClientProvider, HydrateQueries, makeQueryClient } from "@casino/api-client/react";
import type { I18nProps } from "@casino/i18n";
import { I18nProvider } from "@casino/i18n/react";
import { QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { expireBrowserSession, readBrowserToken } from "../client/browser-session";
import type { PublicBackendConfig } from "../server/backend-config";

/** Props of {@link AppProviders}: plain JSON from the root layout. */
export interface AppProvidersProps {
  backend: PublicBackendConfig;
  dehydratedState: DehydratedState;
  i18n: I18nProps;
  children: ReactNode;
}

/**
 * The browser's side of the data flow: one QueryClient and one API client per tab (kept in state,
 * never at module level), the server's queries hydrated into it, and the texts for `useT()`.
 */
export function AppProviders({ backend, dehydratedState, i18n, children }: AppProvidersProps) {
  const [queryClient] = useState(makeQueryClient);
  const [client] = useState(() =>
    createApiClient({
      baseUrl: backend.apiUrl,
      coreUrl: backend.coreUrl,
      getToken: readBrowserToken,
      language: i18n.locale,
      onSessionExpired: expireBrowserSession,
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <HydrateQueries state={dehydratedState}>
          <I18nProvider {...i18n}>{children}</I18nProvider>
        </HydrateQueries>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
