import { createApiClient } from "@casino/api-client";
import { ApiClientProvider, makeQueryClient } from "@casino/api-client/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { browserRouter } from "../router/browser-router.js";
import { RouterProvider } from "../router/router-adapter.js";

/** What the stand-in back end answers a path with: a JSON body and a status (200 by default). */
export type FakeAnswer = { status?: number; body: unknown };

/**
 * Renders a feature as an app has it (the router adapter, the API client and its query cache),
 * over a stand-in back end: `answers` by path; a path without one answers 404. Answers the calls
 * made, by path, so a test can check what was sent.
 */
export function renderFeature(
  feature: ReactElement,
  answers: Record<string, FakeAnswer | ((request: Request) => FakeAnswer)>,
) {
  const calls: Request[] = [];
  const client = createApiClient({
    baseUrl: "http://backend.test",
    getToken: () => "token-abc",
    fetch: (input, init) => {
      const request = new Request(input, init);
      calls.push(request);
      const answer = answers[new URL(request.url).pathname];
      const { status = 200, body } =
        typeof answer === "function" ? answer(request) : (answer ?? { status: 404, body: { message: "Not found" } });
      return Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
      );
    },
  });
  const queryClient = makeQueryClient();
  const view = render(
    <RouterProvider adapter={browserRouter}>
      <QueryClientProvider client={queryClient}>
        <ApiClientProvider client={client}>{feature}</ApiClientProvider>
      </QueryClientProvider>
    </RouterProvider>,
  );
  return { ...view, calls, queryClient };
}
