"use client";

import { createApiClient } from "@casino/api-client";
import { ApiClientProvider, makeQueryClient } from "@casino/api-client/react";
import { RouterProvider, SessionProvider, useSession } from "@casino/features";
import { EN_TEXTS } from "@casino/i18n/english";
import { I18nProvider } from "@casino/i18n/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { nextRouter } from "../next-router";

/**
 * What the features need around them: one QueryClient per tab, the tab's session (first what the
 * server saw, then sign-in and logout), the API client, the texts (the kit's English until the brand
 * loads its own) and the router adapter.
 */
export function Providers({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider authenticated={signedIn}>
        <TabApiClient>
          {/* The React bindings carry no English of their own: a one-language site hands them the table. */}
          <I18nProvider locale="en" texts={EN_TEXTS}>
            <RouterProvider adapter={nextRouter}>{children}</RouterProvider>
          </I18nProvider>
        </TabApiClient>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** The tab's API client: it asks the tab's session, at each call, whether a player is signed in. */
function TabApiClient({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession();
  const [client] = useState(() =>
    createApiClient({
      // The browser calls this site, never the back end: the site's route adds the token (see the README).
      // On the server this client is only created, never called.
      baseUrl: typeof window === "undefined" ? "http://localhost" : window.location.origin,
      hasSession: isSignedIn,
      onSessionExpired: () => window.location.assign("/?modal=login"),
    }),
  );
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}
