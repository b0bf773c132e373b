"use client";

import { lazy, memo, Suspense, type ComponentType, type ReactNode } from "react";

/**
 * A part the server draws into the page's HTML although its code loads from a chunk of its own:
 * the browser keeps the server's HTML on screen until the chunk has loaded and the part hydrates,
 * so the page's largest paint waits for no script, and the route's first load carries none of the
 * part's code (docs/performance.md, "Signed-in pages drawn on the server"). A bundler loads a
 * chunk's stylesheets with the chunk, after the page; so the package's build collects the part's
 * sheets into one beside it and imports that from the module calling this
 * (scripts/part-styles.mjs), which is why `load` is written `() => import("./Part.js")`.
 * The first time a server draws the part it has to load its module, so that one page carries
 * `fallback` and the part streams after it. What the part draws must not depend on the browser: the zone through `useBrowserZone`, the API
 * client through `WithRenderedApiClient`.
 */
export function serverRendered<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ReactNode = null,
): ComponentType<Props> {
  const Part = lazy(load);
  function ServerRendered(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Part {...props} />
      </Suspense>
    );
  }
  return memo(ServerRendered) as unknown as ComponentType<Props>;
}
