import type { Game } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { categoryPageUrl, gamePageUrl, playPageUrl, toGameItem } from "./game-items.js";

const game: Game = {
  id: 7,
  slug: "book-of-embers",
  name: "Book of Embers",
  provider: "Emberforge",
  thumbnailUrl: "/api/core/casino/assets/games/book-of-embers.svg",
  rtp: 96.2,
  badge: "hot",
};

describe("game items", () => {
  it("puts a game's page and a category's page under the lobby's URL, even an overridden one", () => {
    expect(gamePageUrl("/casino", "book-of-embers")).toBe("/casino/games/book-of-embers");
    expect(categoryPageUrl("/games/", "hot")).toBe("/games/hot");
    expect(playPageUrl("book of embers")).toBe("/play/book%20of%20embers");
  });

  it("shows the picture from the back end's assets, the RTP written in the page's locale and the badge", () => {
    const item = toGameItem(game, {
      lobbyUrl: "/casino",
      assetUrl: (path) => `https://core.example${path}`,
      locale: "en",
    });
    expect(item).toEqual({
      id: "7",
      name: "Book of Embers",
      provider: "Emberforge",
      imageUrl: "https://core.example/api/core/casino/assets/games/book-of-embers.svg",
      href: "/casino/games/book-of-embers",
      rtp: "96.2%",
      badge: "hot",
    });
    expect(toGameItem(game, { lobbyUrl: "/casino", assetUrl: (path) => path, locale: "de" }).rtp).toBe("96,2\u00a0%");
  });

  it("leaves out what the back end did not send", () => {
    const item = toGameItem(
      { id: 8, slug: "x", name: "X" },
      { lobbyUrl: "/casino", assetUrl: (path) => path, locale: "en" },
    );
    expect(item).toEqual({ id: "8", name: "X", provider: "", imageUrl: "", href: "/casino/games/x" });
  });
});
