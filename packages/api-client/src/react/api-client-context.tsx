"use client";

import { createContext, use, type ReactNode } from "react";
import type { ApiClient } from "../create-api-client";

const ApiClientContext = createContext<ApiClient | null>(null);

/**
 * Gives the hooks their client. Create the client per browser tab (or per server request) and
 * pass it here; the package never holds one at module level.
 *
 * @example
 * <ApiClientProvider client={client}><App /></ApiClientProvider>
 */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

/** The client of the nearest {@link ApiClientProvider}. */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (client === null) throw new Error("useApiClient: wrap the tree in <ApiClientProvider client={...}>");
  return client;
}
