"use client";

import type { ApiClient } from "@casino/api-client";
import { ApiClientProvider } from "@casino/api-client/react";
import { useDeferredValue, useSyncExternalStore, type ReactNode } from "react";

// The tab's one API client, made by BrowserServices after the page loads; pages read it from here
// rather than making a second one. Only ever set in the browser (BrowserServices is not rendered on the server).
let tabClient: ApiClient | null = null;
const listeners = new Set<() => void>();

/** BrowserServices hands over the tab's client once it exists. */
export function publishTabApiClient(client: ApiClient): void {
  tabClient = client;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Gives a page's interactive part the tab's API client (see docs/architecture.md, "The apps"):
 * `fallback` until the browser services have loaded (and on the server), then `children` inside
 * the client's provider, so their hooks and mutations share the tab's session and query cache.
 * The part is first drawn in a background render, which React splits into short tasks, rather than
 * in the one blocking task that publishing the client starts (docs/performance.md, "Parts drawn
 * after the page do not block"); a part mounted when the client is already there is drawn at once.
 */
export function WithTabApiClient({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const client = useDeferredValue(useTabApiClient());
  return client === null ? fallback : <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

/**
 * The tab's client once BrowserServices has published it; `null` before, on the server and while
 * the page hydrates (so the first render matches the server's HTML).
 */
export function useTabApiClient(): ApiClient | null {
  return useSyncExternalStore(
    subscribe,
    () => tabClient,
    () => null,
  );
}
