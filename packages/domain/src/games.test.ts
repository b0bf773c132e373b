import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  SORTING_OPTIONS,
  compareGames,
  DEFAULT_GAME_SORT,
  GAME_SORT_DIRECTIONS,
  GAME_SORT_STORAGE_KEY,
  isGameBadge,
  isGameRestrictedIn,
  isGameSortOption,
  matchesGameSearch,
  sortGames,
  type SortableGame,
} from "./games";
import { storageKeysClearedOnSessionExpiry } from "./session";

const GAMES: SortableGame[] = [
  {
    name: "Crystal Crown",
    provider: "Aurora Reels",
    popularity: 900,
    releaseDate: "2026-01-10",
    rtp: 96.5,
    maxMultiplier: 5000,
    minBet: 0.2,
    maxBet: 100,
  },
  {
    name: "amber Sevens",
    provider: "Driftwood Play",
    popularity: 400,
    releaseDate: "2025-06-01",
    rtp: 97.8,
    maxMultiplier: 1000,
    minBet: 0.1,
    maxBet: 50,
  },
  {
    name: "Blaze Roulette",
    provider: "Halcyon Live",
    popularity: 700,
    releaseDate: "2026-02-20",
    rtp: 94.0,
    maxMultiplier: 500,
    minBet: 1,
    maxBet: 5000,
  },
  { name: "Dune Dice", provider: "Lumen Labs", popularity: null, releaseDate: null, rtp: null },
];

const names = (games: readonly SortableGame[]) => games.map((game) => game.name);

describe("sortGames", () => {
  it("puts the highest RTP first", () => {
    expect(names(sortGames(GAMES, "rtp"))).toEqual(["amber Sevens", "Crystal Crown", "Blaze Roulette", "Dune Dice"]);
  });

  it("puts the most popular first, and opens on popularity by default", () => {
    expect(DEFAULT_GAME_SORT).toBe("popular");
    expect(names(sortGames(GAMES, "popular"))).toEqual([
      "Crystal Crown",
      "Blaze Roulette",
      "amber Sevens",
      "Dune Dice",
    ]);
  });

  it("puts the newest release first", () => {
    expect(names(sortGames(GAMES, "releaseDate")).slice(0, 3)).toEqual([
      "Blaze Roulette",
      "Crystal Crown",
      "amber Sevens",
    ]);
  });

  it("sorts names A to Z whatever their case", () => {
    expect(names(sortGames(GAMES, "name"))).toEqual(["amber Sevens", "Blaze Roulette", "Crystal Crown", "Dune Dice"]);
  });

  it("puts the cheapest minimum bet first and the highest maximum bet first", () => {
    expect(names(sortGames(GAMES, "minBet")).slice(0, 3)).toEqual(["amber Sevens", "Crystal Crown", "Blaze Roulette"]);
    expect(names(sortGames(GAMES, "maxBet")).slice(0, 3)).toEqual(["Blaze Roulette", "Crystal Crown", "amber Sevens"]);
  });

  it("keeps games without the value last, in either direction", () => {
    for (const sort of SORTING_OPTIONS.filter((option) => option !== "name")) {
      expect(sortGames(GAMES, sort).at(-1)?.name, sort).toBe("Dune Dice");
    }
  });

  it("breaks ties by name, so pages never shuffle", () => {
    const twins = [
      { name: "Zeta", rtp: 96 },
      { name: "Alpha", rtp: 96 },
    ];
    expect(names(sortGames(twins, "rtp"))).toEqual(["Alpha", "Zeta"]);
  });

  it("does not change the list it is given", () => {
    const copy = [...GAMES];
    sortGames(GAMES, "name");
    expect(GAMES).toEqual(copy);
  });

  it("is a total order over distinct names: sorting any shuffle gives the same list", () => {
    const game = fc.record({
      name: fc.string({ minLength: 1, maxLength: 6 }),
      rtp: fc.option(fc.double({ min: 90, max: 99, noNaN: true }), { nil: null }),
    });
    fc.assert(
      fc.property(
        // A catalogue's names are unique; two games alike in every field may come in either order.
        fc.uniqueArray(game, { selector: (entry) => entry.name, maxLength: 20 }),
        fc.constantFrom(...SORTING_OPTIONS),
        (games, sort) => {
          const once = sortGames(games, sort);
          expect(sortGames([...games].reverse(), sort)).toEqual(once);
          for (let index = 1; index < once.length; index += 1) {
            const [previous, current] = [once[index - 1], once[index]];
            if (previous && current) expect(compareGames(sort)(previous, current)).toBeLessThanOrEqual(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("has a direction for every sorting option", () => {
    expect(Object.keys(GAME_SORT_DIRECTIONS).sort()).toEqual([...SORTING_OPTIONS].sort());
  });
});

describe("matchesGameSearch", () => {
  const crown = { name: "Crystal Crown", provider: "Aurora Reels" };

  it("finds a game by part of its name, in any case", () => {
    expect(matchesGameSearch(crown, "crown")).toBe(true);
    expect(matchesGameSearch(crown, "  STAL cr ")).toBe(true);
  });

  it("finds a game by part of its provider's name", () => {
    expect(matchesGameSearch(crown, "aurora")).toBe(true);
  });

  it("ignores accents", () => {
    expect(matchesGameSearch({ name: "Señor Sombrero" }, "senor")).toBe(true);
    expect(matchesGameSearch({ name: "Senor Sombrero" }, "señor")).toBe(true);
  });

  it("does not find a game by letters spread across its name", () => {
    expect(matchesGameSearch(crown, "crystalcrown")).toBe(false);
    expect(matchesGameSearch(crown, "roulette")).toBe(false);
  });

  it("matches every game when the search is empty", () => {
    expect(matchesGameSearch(crown, "   ")).toBe(true);
  });
});

describe("option and badge guards", () => {
  it("accept the spec's sorting options only", () => {
    expect(SORTING_OPTIONS.every(isGameSortOption)).toBe(true);
    expect(isGameSortOption("random")).toBe(false);
    expect(isGameSortOption(undefined)).toBe(false);
  });

  it("accept the badges a tile can show only", () => {
    expect(["hot", "new", "jackpot"].every(isGameBadge)).toBe(true);
    expect(isGameBadge("exclusive")).toBe(false);
  });
});

describe("the stored sort", () => {
  it("is cleared with the token when a 403 answer ends the session", () => {
    expect(storageKeysClearedOnSessionExpiry([GAME_SORT_STORAGE_KEY, "locale"])).toContain(GAME_SORT_STORAGE_KEY);
  });
});

describe("a game's country restriction", () => {
  it("blocks a game in a country its provider lists, whatever the case", () => {
    expect(isGameRestrictedIn({ restrictedCountries: ["DE", "GB"] }, "de")).toBe(true);
    expect(isGameRestrictedIn({ restrictedCountries: ["DE"] }, "AT")).toBe(false);
  });

  it("blocks nothing for an unknown country or a game without a list", () => {
    expect(isGameRestrictedIn({ restrictedCountries: ["DE"] }, null)).toBe(false);
    expect(isGameRestrictedIn({}, "DE")).toBe(false);
  });
});

describe("loading the games module", () => {
  it("makes no Intl object until a list is sorted by name (the first one starts ICU, a cost on every page)", async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, "Collator");
    try {
      const games = await import("./games.js");
      expect(made).not.toHaveBeenCalled();
      expect(games.sortGames([{ name: "b" }, { name: "A" }], "name").map((game) => game.name)).toEqual(["A", "b"]);
      expect(made).toHaveBeenCalledTimes(1);
    } finally {
      made.mockRestore();
    }
  });
});
