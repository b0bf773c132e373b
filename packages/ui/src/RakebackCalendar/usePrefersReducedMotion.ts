import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function mediaQuery(): MediaQueryList | null {
  // jsdom and old browsers have no matchMedia; treat them as not asking for reduced motion.
  return typeof window.matchMedia === "function" ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

const getSnapshot = () => mediaQuery()?.matches ?? false;
// On the server nothing moves yet, so "no preference" is safe; the client reads the real value.
const getServerSnapshot = () => false;

/** Whether the player asked the system for reduced motion; follows changes while mounted. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
