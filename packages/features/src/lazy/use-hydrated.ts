import { useSyncExternalStore } from "react";

const unchanging = () => () => {};

/**
 * Whether this render is the browser's own: false on the server and while the page hydrates (so
 * the first render matches the server's HTML), true from the render after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
