"use client";

import { HydrateQueries, makeQueryClient } from "@casino/api-client/react";
import type { I18nProps } from "@casino/i18n";
import { I18nProvider } from "@casino/i18n/react";
import { QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";

/** Props of {@link AppProviders}: plain JSON from the root layout. */
export interface AppProvidersProps {
  dehydratedState: DehydratedState;
  i18n: I18nProps;
  children: ReactNode;
}

/**
 * The browser's side of the data flow: one QueryClient per tab (kept in state, never at module
 * level), the server's queries hydrated into it, and the texts for `useT()`. The API client itself
 * is created in {@link BrowserServices}, loaded after the page.
 */
export function AppProviders({ dehydratedState, i18n, children }: AppProvidersProps) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrateQueries state={dehydratedState}>
        <I18nProvider {...i18n}>{children}</I18nProvider>
      </HydrateQueries>
    </QueryClientProvider>
  );
}
