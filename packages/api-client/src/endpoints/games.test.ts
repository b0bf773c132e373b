import { describe, expect, it } from "vitest";
import { isApiError } from "../api-error";
import { createApiClient } from "../create-api-client";
import { jsonBody, setUpClientUnderTest } from "../test-support/client-under-test";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

const game = { id: 1, slug: "crystal-crown", name: "Crystal Crown", provider: "Aurora Reels", rtp: 96.5 };

describe("game catalogue calls", () => {
  it("asks for the first page of 24 games, and passes the filters and the sort it is given", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { count: 1, rows: [game] } });
    });
    const page = await client().games.list();
    expect(page.data.rows[0]?.slug).toBe("crystal-crown");
    expect(last().url.pathname).toBe("/api/admin/get-games");
    expect(Object.fromEntries(last().url.searchParams)).toEqual({ pageNo: "1", limit: "24" });

    await client().games.list({
      category: "megaways",
      provider: "aurora-reels",
      search: "crown",
      sort: "rtp",
      pageNo: 3,
      limit: 12,
      locale: "de",
    });
    expect(Object.fromEntries(last().url.searchParams)).toEqual({
      category: "megaways",
      provider: "aurora-reels",
      search: "crown",
      sort: "rtp",
      pageNo: "3",
      limit: "12",
      locale: "de",
    });
  });

  it("asks for one game by slug", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: game });
    });
    const answer = await client().games.get("crystal-crown");
    expect(answer.data.name).toBe("Crystal Crown");
    expect(last().url.pathname + last().url.search).toBe("/api/admin/get-game?slug=crystal-crown");
  });

  it("fails with the server's GAME_NOT_FOUND for a slug the catalogue does not know", async () => {
    server().handle((_request, response) => {
      sendJson(response, 404, { success: false, errorCode: "GAME_NOT_FOUND", message: "No game nope" });
    });
    const error = await client()
      .games.get("nope")
      .catch((thrown: unknown) => thrown);
    expect(isApiError(error) && { status: error.status, code: error.code }).toEqual({
      status: 404,
      code: "GAME_NOT_FOUND",
    });
  });

  it("lists the providers", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, {
        success: true,
        data: { rows: [{ slug: "aurora-reels", name: "Aurora Reels", logoUrl: "/a.svg", gameCount: 31 }] },
      });
    });
    const answer = await client().games.providers();
    expect(answer.data.rows).toEqual([
      { slug: "aurora-reels", name: "Aurora Reels", logoUrl: "/a.svg", gameCount: 31 },
    ]);
    expect(last().url.pathname).toBe("/api/admin/get-providers");
  });

  it("reads the player's favourites with the token, and adds and removes one by id", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { gameIds: [7, 3] } });
    });
    expect((await client().games.favoriteIds()).data.gameIds).toEqual([7, 3]);
    expect(last().url.pathname).toBe("/api/user/get-favorite-games");
    expect(last().headers.authorization).toBe("Bearer tok");

    await client().games.addFavorite(7);
    expect({ method: last().method, path: last().url.pathname, body: jsonBody(last()) }).toEqual({
      method: "POST",
      path: "/api/user/add-favorite-game",
      body: { gameId: 7 },
    });
    await client().games.removeFavorite(7);
    expect({ path: last().url.pathname, body: jsonBody(last()) }).toEqual({
      path: "/api/user/remove-favorite-game",
      body: { gameId: 7 },
    });
  });

  it("tells the back end which game the player opened and reads back the recent games", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { gameIds: [9, 7] } });
    });
    const answer = await client().games.gameOpened(9);
    expect(answer.data.gameIds).toEqual([9, 7]);
    expect({ path: last().url.pathname, body: jsonBody(last()) }).toEqual({
      path: "/api/user/game-opened",
      body: { gameId: 9 },
    });
  });

  it("does not call for the favourites without a session", async () => {
    const guest = createApiClient({ baseUrl: server().url });
    const error = await guest.games.favoriteIds().catch((thrown: unknown) => thrown);
    expect(isApiError(error)).toBe(true);
    expect(server().requests).toHaveLength(0);
  });

  it("calls a brand's own path when it overrides one", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, { success: true, data: { count: 0, rows: [] } });
    });
    await createApiClient({ baseUrl: server().url, paths: { games: "/casino/v2/games" } }).games.list();
    expect(last().url.pathname).toBe("/casino/v2/games");
  });
});
