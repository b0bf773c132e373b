// Whether the search dialog is open: set by the header's button and shortcut, read by the dialog's
// host among the browser services (which hold the API client the dialog searches with).
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean): void {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

/** Opens the search dialog (it shows as soon as the browser services have loaded). */
export function openSearch(): void {
  set(true);
}

/** Closes the search dialog. */
export function closeSearch(): void {
  set(false);
}

/** Whether the search dialog is open, for `useSyncExternalStore`. */
export function isSearchOpen(): boolean {
  return open;
}

/** For `useSyncExternalStore`: called when the dialog opens or closes. */
export function subscribeSearchOpen(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
