// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import type { DehydratedState } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApiClient } from "../create-api-client";
import { settingsBody, userDetailsBody } from "../test-support/fixtures";
import { sendJson, startTestServer, type TestServer } from "../test-support/test-server";
import { HydrateQueries } from "./hydrate-queries";
import { prefetchServerUser } from "./prefetch-server-user";
import { dehydrateQueries, makeQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { useSettings } from "./hooks/content";
import { settingsQueryOptions } from "./queries/content";
import { makeWrapper } from "./test-wrapper";

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer((request, response) => {
    if (request.url.pathname === "/api/user/get-user-details") {
      setTimeout(
        () => {
          sendJson(response, 200, userDetailsBody);
        },
        request.headers.authorization === "Bearer slow" ? 300 : 0,
      );
      return;
    }
    sendJson(response, 200, settingsBody);
  });
});
afterEach(async () => {
  await server.close();
});

describe("server rendering helpers", () => {
  it("make a new QueryClient for every request", () => {
    expect(makeQueryClient()).not.toBe(makeQueryClient());
  });

  it("carry server data to the browser without fetching it again", async () => {
    const serverClient = createApiClient({ baseUrl: server.url });
    const serverQueries = makeQueryClient();
    await serverQueries.prefetchQuery(settingsQueryOptions(serverClient));
    const state = JSON.parse(JSON.stringify(dehydrateQueries(serverQueries))) as DehydratedState;
    expect(server.requests).toHaveLength(1);

    const browserQueries = makeQueryClient();
    const Base = makeWrapper(browserQueries, createApiClient({ baseUrl: server.url }));
    function Wrapper({ children }: { children: ReactNode }) {
      return (
        <Base>
          <HydrateQueries state={state}>{children}</HydrateQueries>
        </Base>
      );
    }
    const { result } = renderHook(() => useSettings(), { wrapper: Wrapper });

    await waitFor(() => {
      expect(result.current.data?.brandName).toBe("Demo");
    });
    expect(server.requests).toHaveLength(1);
  });

  it("seed the player's details from the server-side user check", async () => {
    const queryClient = makeQueryClient();
    const check = await prefetchServerUser(
      queryClient,
      createApiClient({ baseUrl: server.url, getToken: () => "tok" }),
    );
    expect(check.status).toBe("authenticated");
    expect(queryClient.getQueryData(queryKeys.userDetails())).toMatchObject({ getUser: { userId: 42 } });
  });

  it("render as authenticated without user data when the check runs out of time", async () => {
    const queryClient = makeQueryClient();
    const client = createApiClient({ baseUrl: server.url, getToken: () => "slow", serverUserCheckTimeoutMs: 50 });
    await expect(prefetchServerUser(queryClient, client)).resolves.toEqual({ status: "authenticated-without-data" });
    expect(queryClient.getQueryData(queryKeys.userDetails())).toBeUndefined();
  });
});
