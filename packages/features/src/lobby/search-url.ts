/** The full search page under the lobby, for a query (`/casino/search?q=book`), or bare without one. */
export function searchPageUrl(lobbyUrl: string, query = ""): string {
  const base = `${lobbyUrl.replace(/\/+$/, "")}/search`;
  const wanted = query.trim();
  return wanted === "" ? base : `${base}?${new URLSearchParams({ q: wanted }).toString()}`;
}

/**
 * Whether a key press opens the search: `/` outside a text field, or Ctrl+K (⌘K on a Mac)
 * anywhere.
 */
export function isSearchShortcut(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") return true;
  if (event.key !== "/" || event.ctrlKey || event.metaKey) return false;
  const target = event.target as { tagName?: unknown; isContentEditable?: unknown } | null;
  const tag = typeof target?.tagName === "string" ? target.tagName.toLowerCase() : "";
  return !(tag === "input" || tag === "textarea" || tag === "select" || target?.isContentEditable === true);
}
