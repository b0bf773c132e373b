import { QueryClient, defaultShouldDehydrateQuery, dehydrate, type DehydratedState } from "@tanstack/react-query";
import { retryUnlessClientError } from "./retry";

/**
 * A QueryClient with this product's defaults: no retry on 4xx, a short stale time so server
 * data is not fetched again at once in the browser. Make one per server request (a module-level
 * client would leak one player's data to another) and one per browser tab.
 *
 * @example
 * const queryClient = makeQueryClient();
 * await queryClient.prefetchQuery(settingsQueryOptions(client));
 */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: retryUnlessClientError },
      mutations: { retry: false },
      dehydrate: {
        // Streamed server rendering: pending queries are sent too and resolve in the browser.
        shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === "pending",
      },
    },
  });
}

/**
 * The server's cache, ready to send to the browser (pass it to `HydrationBoundary`'s `state`).
 *
 * @example
 * <HydrationBoundary state={dehydrateQueries(queryClient)}>{children}</HydrationBoundary>
 */
export function dehydrateQueries(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient);
}
