import "server-only";
import { HydrateQueries } from "@casino/api-client/react";
import { dehydrateQueries, makeQueryClient } from "@casino/api-client/react/server";
import type { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { readBackendConfig } from "./backend-config";
import { settledWithin } from "./settled-within";

const renderedReadsWaitMs = readBackendConfig(process.env).renderedReadsWaitMs;

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

/**
 * The player's data a part drawn on the server shows (`serverRendered` in `@casino/features`), read
 * before the page renders and sent with it: the server draws the part with the answers, and the
 * browser's cache starts with them (docs/performance.md, "Signed-in pages drawn on the server").
 * `start` returns the page's reads, made in parallel; a read that fails leaves the part to show its
 * error state and read again in the browser. A read still out after `CASINO_RENDERED_READS_WAIT_MS`
 * goes with the page as a pending query, as `StreamedQueries` sends it: the part draws its
 * placeholder, and its answer once hydrated. Not under a Suspense boundary: React reveals a
 * boundary's streamed content at least 300 ms after the shell, so the page's largest paint would
 * wait for that instead.
 *
 * @example <RenderedQueries start={(client) => [client.prefetchQuery({ ...limitsQueryOptions(api), retry: false })]}>…</RenderedQueries>
 */
export async function RenderedQueries({
  start,
  children,
}: {
  start: (queryClient: QueryClient) => readonly Promise<void>[];
  children: ReactNode;
}) {
  const queryClient = makeQueryClient();
  await settledWithin(Promise.all(start(queryClient)), renderedReadsWaitMs);
  return <HydrateQueries state={dehydrateQueries(queryClient)}>{children}</HydrateQueries>;
}
