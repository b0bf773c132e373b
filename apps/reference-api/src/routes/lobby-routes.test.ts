import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningServer } from "../server.ts";
import { clientFor, loginAs, rawCall, refusalOf, startTestServer } from "../testing/test-server.ts";

describe("the game catalogue over HTTP, through the client", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("sorts by RTP, highest first, across pages", async () => {
    const client = clientFor(server);
    const first = (await client.games.list({ sort: "rtp" })).data;
    const second = (await client.games.list({ sort: "rtp", pageNo: 2 })).data;
    const rtps = [...first.rows, ...second.rows].map((game) => Number(game.rtp));
    expect(rtps).toHaveLength(48);
    expect(rtps).toEqual([...rtps].sort((a, b) => b - a));
    expect(rtps[0]).toBe(97.8);
  });

  it("pages 24 games at a time by default, the last page holding the rest", async () => {
    const client = clientFor(server);
    const first = (await client.games.list()).data;
    expect(first.count).toBe(300);
    expect(first.rows).toHaveLength(24);
    expect((await client.games.list({ pageNo: 13 })).data.rows).toHaveLength(12);
    expect((await client.games.list({ pageNo: 14 })).data.rows).toEqual([]);
    const all = (await client.games.list({ limit: 100, pageNo: 1 })).data.rows;
    expect(new Set([...all, ...first.rows].map((game) => game.slug)).size).toBe(100);
  });

  it("opens on the most popular games", async () => {
    const rows = (await clientFor(server).games.list()).data.rows;
    const popularity = rows.map((game) => Number(game.popularity));
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
    expect(rows[0]?.slug).toBe("book-of-embers");
  });

  it("finds games by part of the name or of the provider, in any case", async () => {
    const client = clientFor(server);
    const byName = (await client.games.list({ search: "CRYSTAL cr" })).data.rows.map((game) => game.slug);
    expect(byName).toContain("crystal-crown");
    const byProvider = (await client.games.list({ search: "lumen", limit: 100 })).data;
    const lumen = (await client.games.providers()).data.rows.find((provider) => provider.slug === "lumen-labs");
    expect(byProvider.count).toBe(lumen?.gameCount);
    expect(byProvider.rows.every((game) => game.providerSlug === "lumen-labs")).toBe(true);
    expect((await client.games.list({ search: "no such game anywhere" })).data).toEqual({ count: 0, rows: [] });
  });

  it("filters by category and by provider, counting what the category list says", async () => {
    const client = clientFor(server);
    const categories = (await client.content.getCategoryList({ locale: "en" })).data.topCategoryList;
    const megaways = categories.find((category) => category.slug === "megaways");
    const page = (await client.games.list({ category: "megaways", limit: 100 })).data;
    expect(page.count).toBe(megaways?.gameCount);
    expect(page.rows.every((game) => game.categories?.includes("megaways"))).toBe(true);

    const emberforge = (await client.games.list({ provider: "emberforge", sort: "name", limit: 100 })).data.rows;
    expect(emberforge.every((game) => game.provider === "Emberforge")).toBe(true);
    const names = emberforge.map((game) => game.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
  });

  it("counts the games of each category, and none for the player's own lists", async () => {
    const categories = (await clientFor(server).content.getCategoryList({ locale: "de" })).data.topCategoryList;
    const count = (slug: string) => categories.find((category) => category.slug === slug)?.gameCount;
    expect(count("popular")).toBe(48);
    expect(count("providers")).toBe(300);
    expect(count("favourites")).toBeNull();
    expect(count("recent")).toBeNull();
    expect(categories.find((category) => category.slug === "live-casino")?.name).toBe("Live-Spiele");
  });

  it("answers one game with every detail of its page", async () => {
    const { data } = await clientFor(server).games.get("book-of-embers");
    expect(data).toMatchObject({
      slug: "book-of-embers",
      name: "Book of Embers",
      provider: "Emberforge",
      providerSlug: "emberforge",
      thumbnailUrl: "/api/core/casino/assets/games/book-of-embers.svg",
      rtp: expect.any(Number),
      minBet: expect.any(Number),
      maxBet: expect.any(Number),
      maxMultiplier: expect.any(Number),
      bonusCompatible: expect.any(Boolean),
      bonusBuy: expect.any(Boolean),
      demoAvailable: expect.any(Boolean),
      releaseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      popularity: expect.any(Number),
    });
  });

  it("answers 404 GAME_NOT_FOUND for a slug the catalogue does not know", async () => {
    const error = await refusalOf(clientFor(server).games.get("no-such-game"));
    expect({ status: error.status, code: error.code }).toEqual({ status: 404, code: "GAME_NOT_FOUND" });
  });

  it("refuses a sort it does not know and a page over 100 games", async () => {
    const sort = await rawCall(server, "GET", "/api/admin/get-games?sort=random");
    expect(sort).toMatchObject({ status: 400, body: { errorCode: "VALIDATION_ERROR" } });
    const limit = await rawCall(server, "GET", "/api/admin/get-games?limit=101");
    expect(limit).toMatchObject({ status: 400, body: { errorCode: "VALIDATION_ERROR" } });
  });

  it("lists twelve providers with their logos, their counts adding up to the catalogue", async () => {
    const { rows } = (await clientFor(server).games.providers()).data;
    expect(rows).toHaveLength(12);
    expect(rows.reduce((sum, provider) => sum + Number(provider.gameCount), 0)).toBe(300);
    expect(
      rows.every((provider) => provider.logoUrl === `/api/core/casino/assets/providers/${provider.slug}.svg`),
    ).toBe(true);
  });
});

describe("the game catalogue at another hour", () => {
  it("is the same catalogue on every server started at the same instant", async () => {
    const clockStart = new Date("2026-11-30T03:30:00.000Z");
    const first = await startTestServer({ clockStart });
    const second = await startTestServer({ clockStart });
    try {
      const page = async (server: RunningServer) => (await clientFor(server).games.list({ sort: "releaseDate" })).data;
      expect(await page(second)).toEqual(await page(first));
      expect((await page(first)).rows[0]?.releaseDate).toBe("2026-11-30");
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe("the player's favourite and recent games over HTTP", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  async function gameIdOf(slug: string): Promise<number> {
    return Number((await clientFor(server).games.get(slug)).data.id);
  }

  it("adds a favourite, lists it in the Favourites category newest first, and removes it", async () => {
    const { client } = await loginAs(server, "new@demo.casino");
    const embers = await gameIdOf("book-of-embers");
    const crown = await gameIdOf("crystal-crown");
    expect((await client.games.addFavorite(embers)).data.gameIds).toEqual([embers]);
    expect((await client.games.addFavorite(crown)).data.gameIds).toEqual([crown, embers]);
    // Pressing the heart twice (two tabs) keeps one entry.
    expect((await client.games.addFavorite(crown)).data.gameIds).toEqual([crown, embers]);

    const listed = (await client.games.list({ category: "favourites" })).data;
    expect(listed.count).toBe(2);
    expect(listed.rows.map((game) => game.slug)).toEqual(["crystal-crown", "book-of-embers"]);

    expect((await client.games.removeFavorite(crown)).data.gameIds).toEqual([embers]);
    expect((await client.games.favoriteIds()).data.gameIds).toEqual([embers]);
  });

  it("keeps each player's favourites their own, and lists none for a guest", async () => {
    const first = await loginAs(server, "depositor@demo.casino");
    const second = await loginAs(server, "kyc@demo.casino");
    await first.client.games.addFavorite(await gameIdOf("book-of-embers"));
    expect((await second.client.games.favoriteIds()).data.gameIds).toEqual([]);
    expect((await clientFor(server).games.list({ category: "favourites" })).data).toEqual({ count: 0, rows: [] });
  });

  it("puts the game the player opened last at the front of Recent", async () => {
    const { client } = await loginAs(server, "bonus@demo.casino");
    const embers = await gameIdOf("book-of-embers");
    const crown = await gameIdOf("crystal-crown");
    await client.games.gameOpened(embers);
    await client.games.gameOpened(crown);
    expect((await client.games.gameOpened(embers)).data.gameIds).toEqual([embers, crown]);
    const recent = (await client.games.list({ category: "recent" })).data.rows.map((game) => game.slug);
    expect(recent).toEqual(["book-of-embers", "crystal-crown"]);
    const byName = (await client.games.list({ category: "recent", sort: "name" })).data.rows.map((game) => game.slug);
    expect(byName).toEqual(["book-of-embers", "crystal-crown"].sort());
  });

  it("refuses a game the catalogue does not know, and a guest with 403", async () => {
    const { client } = await loginAs(server, "cashier@demo.casino");
    const unknown = await refusalOf(client.games.addFavorite(999_999));
    expect({ status: unknown.status, code: unknown.code }).toEqual({ status: 404, code: "GAME_NOT_FOUND" });
    const guest = await rawCall(server, "POST", "/api/user/add-favorite-game", { body: { gameId: 1 } });
    expect(guest).toMatchObject({ status: 403, body: { errorCode: "TOKEN_REQUIRED" } });
    const malformed = await rawCall(server, "POST", "/api/user/game-opened", {
      token: (await loginAs(server, "cashier@demo.casino")).token,
      body: { gameId: "seven" },
    });
    expect(malformed).toMatchObject({ status: 400, body: { errorCode: "VALIDATION_ERROR" } });
  });
});
