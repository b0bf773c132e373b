import { describe, expect, it } from "vitest";
import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_LIMIT } from "./game-search";

describe("recent searches", () => {
  it("puts the newest search first and keeps a search once, whatever its case", () => {
    expect(addRecentSearch(["book", "roulette"], " Roulette ")).toEqual(["Roulette", "book"]);
  });

  it("ignores a blank search", () => {
    expect(addRecentSearch(["book"], "   ")).toEqual(["book"]);
  });

  it("keeps only the newest few", () => {
    const many = Array.from({ length: RECENT_SEARCHES_LIMIT }, (_, index) => `game ${String(index)}`);
    const next = addRecentSearch(many, "new");
    expect(next).toHaveLength(RECENT_SEARCHES_LIMIT);
    expect(next[0]).toBe("new");
    expect(next).not.toContain(`game ${String(RECENT_SEARCHES_LIMIT - 1)}`);
  });

  it("reads anything but a list of strings from storage as no searches", () => {
    expect(parseRecentSearches('["book", 3, "slots"]')).toEqual(["book", "slots"]);
    expect(parseRecentSearches("{broken")).toEqual([]);
    expect(parseRecentSearches('{"a":1}')).toEqual([]);
    expect(parseRecentSearches(null)).toEqual([]);
  });
});
