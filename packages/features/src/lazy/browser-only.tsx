"use client";

import { lazy, Suspense, useDeferredValue, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated.js";

/**
 * A part drawn in the browser only, from its own chunk: `fallback` on the server and while the page
 * hydrates (so the first render matches the server's HTML), then the part, loaded on first use with
 * `React.lazy` and drawn in a background render that React splits into short tasks
 * (docs/performance.md, "Parts drawn after the page do not block"). A part that reads the clock or
 * the visitor's zone while rendering, or that needs the tab's API client, loads this way; each
 * `load` is a dynamic `import()` of one module, which the app's bundler keeps as a chunk of its own.
 */
export function browserOnly<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Part = lazy(load);
  function BrowserOnly(props: Props) {
    const browser = useDeferredValue(useHydrated());
    return browser ? (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    ) : (
      fallback
    );
  }
  return BrowserOnly;
}
