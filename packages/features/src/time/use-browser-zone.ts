import { useSyncExternalStore } from "react";
import { browserZone } from "./browser-zone.js";

const unchanging = () => () => {};

/**
 * The visitor's zone ({@link browserZone}) in a component the server renders too: UTC on the
 * server and while hydrating, so the first render matches the server's HTML, then the browser's.
 */
export function useBrowserZone(): string {
  return useSyncExternalStore(unchanging, browserZone, () => "UTC");
}
