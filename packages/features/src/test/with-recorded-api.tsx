import { createApiClient } from "@casino/api-client";
import { ApiClientProvider, makeQueryClient } from "@casino/api-client/react";
import { publishTabApiClient, RouterProvider, SessionProvider } from "@casino/features";
import type { Decorator } from "@storybook/react-vite";
import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { memoryRouter } from "./memory-router.js";
import { recordedFetch, type RecordedApi, type RecordedCalls } from "./recorded-fetch.js";

/** A story's `parameters` naming its recorded back end (typed here, read back by {@link withRecordedApi}). */
export function recordedApi(api: RecordedApi): { recordedApi: RecordedApi } {
  return { recordedApi: api };
}

/** The recorded back end named by a story's parameters, if it names one. */
export function recordedApiOf(parameters: unknown): RecordedApi | undefined {
  if (typeof parameters !== "object" || parameters === null || !("recordedApi" in parameters)) return undefined;
  const api = parameters.recordedApi;
  return typeof api === "object" && api !== null && "state" in api && "answers" in api
    ? (api as RecordedApi)
    : undefined;
}

let lastCalls: RecordedCalls | null = null;

/** The calls the story shown last made to its recorded back end (for the stories' test). */
export function callsOfLastStory(): RecordedCalls {
  if (lastCalls === null) throw new Error("no story with a recorded back end has been drawn");
  return lastCalls;
}

function RecordedBackEnd({ api, children }: { api: RecordedApi; children: ReactNode }) {
  // One back end, client, query cache and router per story, made once for its lifetime.
  const [backEnd] = useState(() => {
    const { fetch, calls } = recordedFetch(api);
    const client = createApiClient({
      // The page's own origin: the recorded answers' pictures (`/api/core/casino/assets/…`) are
      // served beside the stories (apps/storybook's `staticDirs`); every call is answered by `fetch`.
      baseUrl: window.location.origin,
      getToken: () => (api.signedIn === false ? null : "recorded-token"),
      fetch,
    });
    // The page-level features wait for the tab's client; here it exists from the start.
    publishTabApiClient(client);
    lastCalls = calls;
    return { client, queryClient: makeQueryClient(), router: memoryRouter(api.url ?? "/") };
  });
  return (
    <RouterProvider adapter={backEnd.router}>
      <SessionProvider authenticated={api.signedIn !== false}>
        <QueryClientProvider client={backEnd.queryClient}>
          <ApiClientProvider client={backEnd.client}>{children}</ApiClientProvider>
        </QueryClientProvider>
      </SessionProvider>
    </RouterProvider>
  );
}

/**
 * Draws a feature as a brand's app has it (the router adapter, the tab's session, the API client and a fresh query
 * cache) over the recorded back end its story names in `parameters` (see {@link recordedApi}): no
 * server needed, and each state a designer must see (loading, error with Try again, empty, signed in).
 */
export const withRecordedApi: Decorator = (Story, context) => {
  const api = recordedApiOf(context.parameters);
  if (api === undefined) throw new Error(`${context.title}: a feature's story names its recorded back end`);
  return (
    <RecordedBackEnd key={context.id} api={api}>
      <Story />
    </RecordedBackEnd>
  );
};
