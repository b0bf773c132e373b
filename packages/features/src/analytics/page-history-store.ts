/** Session-storage key of the go-back history (this tab only, like the browser's own history). */
export const PAGE_HISTORY_STORAGE_KEY = "pageHistory";

/** The stored go-back history; empty when none is stored or it cannot be read. */
export function readPageHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(PAGE_HISTORY_STORAGE_KEY) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === "string") : [];
  } catch {
    return [];
  }
}

/** Stores the go-back history (already bounded to 5 by `pushPageHistory`). */
export function writePageHistory(history: readonly string[]): void {
  try {
    window.sessionStorage.setItem(PAGE_HISTORY_STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Go-back falls to the locale root without history.
  }
}
