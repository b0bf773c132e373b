import type { RouterAdapter, RouterLinkProps, RouterNavigation } from "@casino/features";
import { useMemo, useSyncExternalStore } from "react";

/**
 * A router adapter that keeps its address in memory, starting at `initial`: the stories' router,
 * so a story can open on an address (`/profile2/my-history?tab=bonuses`) and follow its links
 * without moving the page that shows it (Storybook's own frame keeps its address).
 */
export function memoryRouter(initial: string): RouterAdapter {
  let current = new URL(initial, "https://brand.example");
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const go = (href: string) => {
    current = new URL(href, current);
    for (const listener of listeners) listener();
  };
  const navigation: RouterNavigation = { push: go, replace: go, refresh: () => undefined };
  const pathname = () => current.pathname;
  const search = () => current.search;

  function MemoryLink({ href, replace: _replace, scroll: _scroll, onClick, children, ...anchor }: RouterLinkProps) {
    return (
      <a
        {...anchor}
        href={href}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented) return;
          event.preventDefault();
          go(href);
        }}
      >
        {children}
      </a>
    );
  }

  return {
    Link: MemoryLink,
    usePathname: () => useSyncExternalStore(subscribe, pathname, pathname),
    useSearchParams: () => {
      const query = useSyncExternalStore(subscribe, search, search);
      return useMemo(() => new URLSearchParams(query), [query]);
    },
    useNavigation: () => navigation,
  };
}
