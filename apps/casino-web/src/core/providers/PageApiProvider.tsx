"use client";

import { ApiClientProvider } from "@casino/api-client/react";
import type { ReactNode } from "react";
import type { PublicBackendConfig } from "../backend-config";
import { useBrowserApiClient } from "./use-browser-api-client";

/**
 * The tab's API client for a page's own interactive content (a form that calls the back end),
 * which the page services' provider does not wrap. Browser only: load what it wraps with
 * `dynamic(..., { ssr: false })`, so the client and its schemas stay off the page's first load.
 */
export function PageApiProvider({
  backend,
  locale,
  children,
}: {
  backend: PublicBackendConfig;
  locale: string;
  children: ReactNode;
}) {
  return (
    <ApiClientProvider client={useBrowserApiClient({ reverseGeocodeUrl: backend.reverseGeocodeUrl, locale })}>
      {children}
    </ApiClientProvider>
  );
}
