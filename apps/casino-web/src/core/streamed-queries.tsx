import "server-only";
import { HydrateQueries } from "@casino/api-client/react";
import { dehydrateQueries, makeQueryClient } from "@casino/api-client/react/server";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * The player's data a page shows, read on the server and streamed to the browser's cache with the
 * page (QUALITY.md "Speed and size": signed-in pages do not fetch their data after hydration).
 * `start` begins the page's reads on a client of the page's own, unawaited, so the first byte waits
 * for none of them; each goes out with the page as a pending query whose answer follows in the
 * same response, and the page's parts that load in the browser find it in their cache instead of
 * asking the back end once hydrated. A read that fails is read again by the part in the browser,
 * which shows its own error state.
 *
 * @example <StreamedQueries start={(client) => void client.prefetchQuery({ ...limitsQueryOptions(api), retry: false })}>…</StreamedQueries>
 */
export function StreamedQueries({
  start,
  children,
}: {
  start: (queryClient: QueryClient) => void;
  children: ReactNode;
}) {
  const queryClient = makeQueryClient();
  start(queryClient);
  return <HydrateQueries state={dehydrateQueries(queryClient)}>{children}</HydrateQueries>;
}
