import { GAME_BADGES, SORTING_OPTIONS, calendarDayInZone } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { SEED_CATEGORIES } from "../categories.ts";
import { SEED_GAME_PROVIDERS } from "./game-providers.ts";
import { FEATURED_GAMES } from "./game-titles.ts";
import { generateGames, slugOf } from "./generate-games.ts";

const NOW = new Date("2026-11-30T23:59:00.000Z");
const games = generateGames(NOW);

describe("the seeded game catalogue", () => {
  it("is the same for the same day on every run", () => {
    expect(generateGames(new Date(NOW.getTime()))).toEqual(games);
  });

  it("holds three hundred games with unique slugs, featured games first", () => {
    expect(games).toHaveLength(300);
    expect(new Set(games.map((game) => game.slug)).size).toBe(300);
    expect(games.slice(0, FEATURED_GAMES.length).map((game) => game.name)).toEqual(
      FEATURED_GAMES.map((game) => game.name),
    );
    expect(games.map((game) => game.id)).toEqual(games.map((_, index) => index + 1));
  });

  it("spreads the games over a dozen providers", () => {
    expect(SEED_GAME_PROVIDERS).toHaveLength(12);
    for (const provider of SEED_GAME_PROVIDERS) {
      const own = games.filter((game) => game.providerSlug === provider.slug);
      expect(own.length, provider.name).toBeGreaterThan(5);
      expect(own.every((game) => game.provider === provider.name)).toBe(true);
    }
  });

  it("gives every game the details of a game page, in believable ranges", () => {
    for (const game of games) {
      expect(game.rtp, game.name).toBeGreaterThanOrEqual(94);
      expect(game.rtp, game.name).toBeLessThanOrEqual(97.8);
      expect(game.minBet, game.name).toBeLessThan(game.maxBet);
      expect(game.maxMultiplier, game.name).toBeGreaterThan(1);
      expect(game.releaseDate <= calendarDayInZone(NOW, "UTC"), game.name).toBe(true);
      expect(game.thumbnailUrl).toBe(`/api/core/casino/assets/games/${game.slug}.svg`);
      if (game.badge !== undefined) expect(GAME_BADGES).toContain(game.badge);
    }
  });

  it("has no demo for live tables and no bonus buy outside slots", () => {
    const live = games.filter((game) => game.categories.includes("live-casino"));
    const instant = games.filter((game) => game.categories.includes("instant-games"));
    expect(live.length).toBeGreaterThan(20);
    expect(live.every((game) => !game.demoAvailable && !game.bonusBuy)).toBe(true);
    expect(instant.every((game) => !game.bonusBuy)).toBe(true);
  });

  it("fills every game category of the lobby, and only those", () => {
    const known = new Set(SEED_CATEGORIES.map((category) => category.slug));
    for (const slug of [
      "hot",
      "popular",
      "slots",
      "megaways",
      "instant-games",
      "live-casino",
      "collections",
      "winners",
    ]) {
      expect(games.filter((game) => game.categories.includes(slug)).length, slug).toBeGreaterThanOrEqual(20);
    }
    expect(games.flatMap((game) => game.categories).every((slug) => known.has(slug))).toBe(true);
  });

  it("marks the newest releases new and the jackpot games jackpot", () => {
    const fresh = games.filter((game) => game.badge === "new");
    expect(fresh.length).toBeGreaterThanOrEqual(8);
    const oldestNew = fresh.map((game) => game.releaseDate).sort()[0] ?? "";
    expect(games.filter((game) => game.badge === undefined && game.releaseDate > oldestNew)).toEqual([]);
    const jackpots = games.filter((game) => game.name.includes("Jackpot"));
    expect(jackpots.length).toBeGreaterThan(3);
    expect(jackpots.every((game) => game.badge === "jackpot")).toBe(true);
  });

  it("keeps a few games out of some countries", () => {
    const restricted = games.filter((game) => game.restrictedCountries !== undefined);
    expect(restricted.length).toBeGreaterThan(5);
    expect(restricted.some((game) => game.restrictedCountries?.includes("DE"))).toBe(true);
  });

  it("can be sorted by every sorting option without missing values", () => {
    for (const sort of SORTING_OPTIONS) {
      const field = sort === "popular" ? "popularity" : sort;
      expect(
        games.every((game) => game[field] !== undefined && game[field] !== null),
        sort,
      ).toBe(true);
    }
  });
});

describe("slugOf", () => {
  it("writes names as lower-case words joined by dashes", () => {
    expect(slugOf("Frozen Yeti Hold & Win")).toBe("frozen-yeti-hold-and-win");
    expect(slugOf("Hold'em Riviera")).toBe("holdem-riviera");
    expect(slugOf("Book of the Abyss")).toBe("book-of-the-abyss");
  });
});
