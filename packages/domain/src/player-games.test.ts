import { describe, expect, it } from "vitest";
import {
  FAVOURITES_CATEGORY,
  isPlayerGameCategory,
  RECENT_CATEGORY,
  RECENT_GAMES_LIMIT,
  toggledFavourites,
  withRecentGame,
} from "./player-games";

describe("the player's own game lists", () => {
  it("counts Favourites and Recent as the player's, and the catalogue's categories as not", () => {
    expect(isPlayerGameCategory(FAVOURITES_CATEGORY)).toBe(true);
    expect(isPlayerGameCategory(RECENT_CATEGORY)).toBe(true);
    expect(isPlayerGameCategory("slots")).toBe(false);
  });

  it("puts a game opened again at the front of recent, once", () => {
    expect(withRecentGame([3, 7, 9], 7)).toEqual([7, 3, 9]);
    expect(withRecentGame([], 5)).toEqual([5]);
  });

  it("drops the oldest recent game beyond the limit", () => {
    const full = Array.from({ length: RECENT_GAMES_LIMIT }, (_, index) => index + 1);
    const next = withRecentGame(full, 100);
    expect(next).toHaveLength(RECENT_GAMES_LIMIT);
    expect(next[0]).toBe(100);
    expect(next).not.toContain(RECENT_GAMES_LIMIT);
  });

  it("adds a game to the favourites with the heart and removes it with a second press", () => {
    const added = toggledFavourites([3, 7], 9);
    expect(added).toEqual([9, 3, 7]);
    expect(toggledFavourites(added, 9)).toEqual([3, 7]);
  });
});
