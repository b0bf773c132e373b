/** How long the search waits after the last key press before it asks for results. */
export const GAME_SEARCH_DEBOUNCE_MS = 250;

/** How many recent searches the search dialog offers. */
export const RECENT_SEARCHES_LIMIT = 6;

/** The local-storage key of the player's recent game searches (a JSON array of strings, newest first). */
export const RECENT_SEARCHES_STORAGE_KEY = "recentGameSearches";

/**
 * The recent searches after the player used `search`: it moves to the front (once, whatever its
 * case), blank searches are ignored, and only the newest `limit` stay.
 *
 * @example addRecentSearch(["book", "roulette"], "Roulette") // ["Roulette", "book"]
 */
export function addRecentSearch(recent: readonly string[], search: string, limit = RECENT_SEARCHES_LIMIT): string[] {
  const wanted = search.trim();
  if (wanted === "") return recent.slice(0, limit);
  const key = wanted.toLocaleLowerCase("en");
  return [wanted, ...recent.filter((entry) => entry.toLocaleLowerCase("en") !== key)].slice(0, limit);
}

/**
 * The recent searches read back from storage: anything that is not a list of strings reads as none.
 *
 * @example parseRecentSearches('["book"]') // ["book"]
 * @example parseRecentSearches("{") // []
 */
export function parseRecentSearches(stored: string | null): string[] {
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    return Array.isArray(value)
      ? value.filter((entry): entry is string => typeof entry === "string").slice(0, RECENT_SEARCHES_LIMIT)
      : [];
  } catch {
    return [];
  }
}
