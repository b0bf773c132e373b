import { describe, expect, it } from "vitest";
import { CONTENT_CACHE_MAX_ENTRIES, CONTENT_CACHE_TTL_MS, contentCacheKey, createContentCache } from "./content-cache";

const noon = Date.UTC(2026, 10, 21, 12, 0, 0);
const minute = 60_000;

describe("content cache", () => {
  it("follows the spec's bounds: 5 minutes, 50 entries", () => {
    expect(CONTENT_CACHE_TTL_MS).toBe(5 * minute);
    expect(CONTENT_CACHE_MAX_ENTRIES).toBe(50);
  });

  it("serves an entry for 5 minutes and not after", () => {
    const cache = createContentCache<string>();
    cache.set("de|h1", "texts", noon);
    expect(cache.get("de|h1", noon + 5 * minute - 1)).toBe("texts");
    expect(cache.get("de|h1", noon + 5 * minute)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("keeps 50 entries and evicts the oldest for the 51st", () => {
    const cache = createContentCache<number>();
    for (let i = 0; i < 50; i += 1) cache.set(`locale${i}|h`, i, noon + i);
    expect(cache.size).toBe(50);
    cache.set("locale50|h", 50, noon + 50);
    expect(cache.size).toBe(50);
    expect(cache.get("locale0|h", noon + 60)).toBeUndefined();
    expect(cache.get("locale1|h", noon + 60)).toBe(1);
    expect(cache.get("locale50|h", noon + 60)).toBe(50);
  });

  it("counts a stored-again entry as the newest", () => {
    const cache = createContentCache<string>({ maxEntries: 2 });
    cache.set("a", "a1", noon);
    cache.set("b", "b1", noon + 1);
    cache.set("a", "a2", noon + 2);
    cache.set("c", "c1", noon + 3);
    expect(cache.get("b", noon + 4)).toBeUndefined();
    expect(cache.get("a", noon + 4)).toBe("a2");
  });

  it("drops every entry when the date changes", () => {
    const cache = createContentCache<string>();
    const beforeMidnight = Date.UTC(2026, 10, 21, 23, 58, 0);
    cache.set("de|h1", "de", beforeMidnight);
    cache.set("fr|h1", "fr", beforeMidnight + 1);
    const afterMidnight = Date.UTC(2026, 10, 22, 0, 0, 0);
    expect(cache.get("de|h1", afterMidnight)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("reads the date in the zone given", () => {
    // Midnight in Berlin is 23:00 UTC in November (UTC+1).
    const setAt = Date.UTC(2026, 10, 21, 22, 58);
    const readAt = Date.UTC(2026, 10, 21, 23, 1);
    const berlin = createContentCache<string>({ timeZone: "Europe/Berlin" });
    const utc = createContentCache<string>({ timeZone: "UTC" });
    berlin.set("de|h1", "de", setAt);
    utc.set("de|h1", "de", setAt);
    expect(berlin.get("de|h1", readAt)).toBeUndefined();
    expect(utc.get("de|h1", readAt)).toBe("de");
  });

  it("keys entries by locale and hash only", () => {
    expect(contentCacheKey("de", "h1")).toBe("de|h1");
    expect(contentCacheKey("de", undefined)).toBe("de|");
  });
});
