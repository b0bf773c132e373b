// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApiClient, type ApiClient } from "../../create-api-client";
import { sendJson, startTestServer, type TestServer } from "../../test-support/test-server";
import { makeQueryClient } from "../query-client";
import { gameQueryKeys } from "../queries/games";
import { makeWrapper } from "../test-wrapper";
import { useGame, useGames, useProviders } from "./games";

const crown = { id: 1, slug: "crystal-crown", name: "Crystal Crown", rtp: 96.5 };
const dice = { id: 2, slug: "dune-dice", name: "Dune Dice", rtp: 97.1 };

let server: TestServer;
let client: ApiClient;

beforeEach(async () => {
  server = await startTestServer((request, response) => {
    const page = Number(request.url.searchParams.get("pageNo") ?? 1);
    if (request.url.pathname === "/api/admin/get-games")
      sendJson(response, 200, { success: true, data: { count: 2, rows: [page === 1 ? crown : dice] } });
    else if (request.url.pathname === "/api/admin/get-game" && request.url.searchParams.get("slug") === "crystal-crown")
      sendJson(response, 200, { success: true, data: crown });
    else if (request.url.pathname === "/api/admin/get-providers")
      sendJson(response, 200, { success: true, data: { rows: [{ slug: "aurora-reels", name: "Aurora Reels" }] } });
    else sendJson(response, 404, { success: false, errorCode: "GAME_NOT_FOUND", message: "No such game" });
  });
  client = createApiClient({ baseUrl: server.url });
});
afterEach(async () => {
  await server.close();
});

describe("game hooks", () => {
  it("read a page of games, and keep it on screen while the next page loads", async () => {
    const queryClient = makeQueryClient();
    const { result, rerender } = renderHook(({ pageNo }) => useGames({ sort: "rtp", pageNo }), {
      wrapper: makeWrapper(queryClient, client),
      initialProps: { pageNo: 1 },
    });
    await waitFor(() => {
      expect(result.current.data?.rows[0]?.slug).toBe("crystal-crown");
    });
    rerender({ pageNo: 2 });
    expect(result.current.data?.rows[0]?.slug).toBe("crystal-crown");
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => {
      expect(result.current.data?.rows[0]?.slug).toBe("dune-dice");
    });
    expect(queryClient.getQueryData(gameQueryKeys.list({ sort: "rtp", pageNo: 2 }))).toMatchObject({ count: 2 });
  });

  it("read one game, and do not retry a game that is not found", async () => {
    const queryClient = makeQueryClient();
    const wrapper = makeWrapper(queryClient, client);
    const found = renderHook(() => useGame("crystal-crown"), { wrapper });
    await waitFor(() => {
      expect(found.result.current.data?.name).toBe("Crystal Crown");
    });
    const missing = renderHook(() => useGame("nope"), { wrapper });
    await waitFor(() => {
      expect(missing.result.current.isError).toBe(true);
    });
    expect(server.requests.filter((request) => request.url.searchParams.get("slug") === "nope")).toHaveLength(1);
  });

  it("read the providers", async () => {
    const { result } = renderHook(() => useProviders(), { wrapper: makeWrapper(makeQueryClient(), client) });
    await waitFor(() => {
      expect(result.current.data).toEqual([{ slug: "aurora-reels", name: "Aurora Reels" }]);
    });
  });
});
