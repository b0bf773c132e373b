"use client";

import { createApiClient } from "@casino/api-client";
import { ApiClientProvider, makeQueryClient } from "@casino/api-client/react";
import { RouterProvider } from "@casino/features";
import { EN_TEXTS } from "@casino/i18n/english";
import { I18nProvider } from "@casino/i18n/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createContext, use, useState, type ReactNode } from "react";
import { nextRouter } from "../next-router";

const SignedInContext = createContext(false);

/** Whether the visitor is signed in (the server saw the session cookie when it rendered the page). */
export function useSignedIn(): boolean {
  return use(SignedInContext);
}

/**
 * What the features need around them: one QueryClient per tab, the API client, the texts (the
 * kit's English until the brand loads its own) and the router adapter.
 */
export function Providers({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [client] = useState(() =>
    createApiClient({
      // The browser calls this site, never the back end: the site's route adds the token (see the README).
      // On the server this client is only created, never called.
      baseUrl: typeof window === "undefined" ? "http://localhost" : window.location.origin,
      hasSession: () => signedIn,
      onSessionExpired: () => window.location.assign("/?modal=login"),
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        {/* The React bindings carry no English of their own: a one-language site hands them the table. */}
        <I18nProvider locale="en" texts={EN_TEXTS}>
          <RouterProvider adapter={nextRouter}>
            <SignedInContext value={signedIn}>{children}</SignedInContext>
          </RouterProvider>
        </I18nProvider>
      </ApiClientProvider>
    </QueryClientProvider>
  );
}
