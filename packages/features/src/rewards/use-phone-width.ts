import { useSyncExternalStore } from "react";

// The kit's phone breakpoint (its stylesheets switch layouts below 768 px).
const PHONE_QUERY = "(width < 768px)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the viewport is a phone's; follows rotation and resizing. False on the server. */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
