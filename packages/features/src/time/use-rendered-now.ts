import { useHydrated } from "../lazy/use-hydrated.js";

/**
 * Now, in a part the server draws too: `renderedAt`, the instant the server drew the page, on the
 * server and while hydrating, so the browser's first render matches the server's HTML even when
 * the two clocks differ; the browser's clock from the render after. `null` (a part drawn in the
 * browser only): the browser's clock at once.
 */
export function useRenderedNow(renderedAt: Date | null): Date {
  const hydrated = useHydrated();
  return hydrated || renderedAt === null ? new Date() : renderedAt;
}
