"use client";

import { useMemo, useSyncExternalStore, type MouseEvent } from "react";
import type { RouterAdapter, RouterLinkProps, RouterNavigation } from "./router-adapter.js";

// The History API has no event for pushState/replaceState; the adapter's own calls announce
// themselves with this one, the browser's back and forward with popstate.
const NAVIGATED = "casino:navigated";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("popstate", onChange);
  window.addEventListener(NAVIGATED, onChange);
  return () => {
    window.removeEventListener("popstate", onChange);
    window.removeEventListener(NAVIGATED, onChange);
  };
}

const currentPathname = () => window.location.pathname;
const currentSearch = () => window.location.search;

function go(method: "pushState" | "replaceState", href: string, scroll = true): void {
  window.history[method](null, "", href);
  window.dispatchEvent(new Event(NAVIGATED));
  if (scroll) window.scrollTo(0, 0);
}

const navigation: RouterNavigation = {
  push: (href, options) => go("pushState", href, options?.scroll),
  replace: (href, options) => go("replaceState", href, options?.scroll),
  refresh: () => undefined,
};

/** A plain left click on a link of this site: anything else (new tab, download, other host) is the browser's. */
function isOwnPlainClick(event: MouseEvent<HTMLAnchorElement>, href: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (event.currentTarget.target !== "" && event.currentTarget.target !== "_self") return false;
  return new URL(href, window.location.href).origin === window.location.origin;
}

function BrowserLink({ href, replace = false, scroll = true, onClick, children, ...anchor }: RouterLinkProps) {
  return (
    <a
      {...anchor}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!isOwnPlainClick(event, href)) return;
        event.preventDefault();
        go(replace ? "replaceState" : "pushState", href, scroll);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The router adapter of a React app without a router of its own (a Vite single-page app): the
 * browser's address through the History API. An app with a router (React Router, TanStack Router)
 * writes its own adapter in a few lines, as the Next.js one does.
 */
export const browserRouter: RouterAdapter = {
  Link: BrowserLink,
  usePathname: () => useSyncExternalStore(subscribe, currentPathname, () => "/"),
  useSearchParams: () => {
    const search = useSyncExternalStore(subscribe, currentSearch, () => "");
    return useMemo(() => new URLSearchParams(search), [search]);
  },
  useNavigation: () => navigation,
};
