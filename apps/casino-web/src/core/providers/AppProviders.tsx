"use client";

import { HydrateQueries, makeQueryClient } from "@casino/api-client/react";
import { RouterProvider, SessionProvider } from "@casino/features";
import type { I18nProps } from "@casino/i18n";
import { I18nProvider } from "@casino/i18n/react";
import { QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { nextRouter } from "../router/next-router";

/** Props of {@link AppProviders}: plain JSON from the root layout. */
export interface AppProvidersProps {
  dehydratedState: DehydratedState;
  i18n: I18nProps;
  /** Whether the server rendered the page for a signed-in player. */
  authenticated: boolean;
  children: ReactNode;
}

/**
 * The browser's side of the data flow: one QueryClient per tab (kept in state, never at module
 * level), the server's queries hydrated into it, the texts for `useT()`, and whether the tab is
 * signed in, and the router `@casino/features` links and navigates through. The API client itself is created in {@link BrowserServices}, loaded after the page.
 */
export function AppProviders({ dehydratedState, i18n, authenticated, children }: AppProvidersProps) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrateQueries state={dehydratedState}>
        <I18nProvider {...i18n}>
          <RouterProvider adapter={nextRouter}>
            <SessionProvider authenticated={authenticated}>{children}</SessionProvider>
          </RouterProvider>
        </I18nProvider>
      </HydrateQueries>
    </QueryClientProvider>
  );
}
