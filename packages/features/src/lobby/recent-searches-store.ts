import { addRecentSearch, parseRecentSearches, RECENT_SEARCHES_STORAGE_KEY } from "@casino/domain";

/** The player's recent game searches from local storage, newest first; none when storage is off. */
export function readRecentSearches(): string[] {
  try {
    return parseRecentSearches(window.localStorage.getItem(RECENT_SEARCHES_STORAGE_KEY));
  } catch {
    return [];
  }
}

/** Remembers a search the player used and returns the new list. */
export function rememberSearch(search: string): string[] {
  const next = addRecentSearch(readRecentSearches(), search);
  try {
    window.localStorage.setItem(RECENT_SEARCHES_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Without storage the dialog simply offers no recent searches.
  }
  return next;
}

/** Forgets every recent search. */
export function clearRecentSearches(): void {
  try {
    window.localStorage.removeItem(RECENT_SEARCHES_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
