"use client";

import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from "react";

/** What a link of a feature passes to the app's link component. */
export interface RouterLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** An address of this site (`/promotions?modal=login`), already in the visitor's locale. */
  href: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Scroll to the top after navigating (the default) or keep the position (`false`, a modal opened by query). */
  scroll?: boolean;
  children?: ReactNode;
}

/** How a feature moves the visitor: the app's router does it, in the app's own way. */
export interface RouterNavigation {
  push(href: string, options?: { scroll?: boolean }): void;
  replace(href: string, options?: { scroll?: boolean }): void;
  /** Renders the current page again with fresh server data, where the app has any (a no-op otherwise). */
  refresh(): void;
}

/**
 * The small surface through which the features reach the app's router, so that no feature imports a
 * framework's router: Next.js apps pass one built on `next/link` and `next/navigation` (the starter
 * writes it), other React apps pass {@link browserRouter}. The three hooks are called as React hooks, in
 * the same order on every render, so an adapter must be one fixed object for the app's lifetime.
 */
export interface RouterAdapter {
  Link: ComponentType<RouterLinkProps>;
  /** The path of the current address, without its query (`/de/promotions`). */
  usePathname(): string;
  /** The query of the current address. */
  useSearchParams(): URLSearchParams;
  useNavigation(): RouterNavigation;
}

const RouterContext = createContext<RouterAdapter | null>(null);

/** Gives every feature below it the app's router. */
export function RouterProvider({ adapter, children }: { adapter: RouterAdapter; children: ReactNode }) {
  return <RouterContext.Provider value={adapter}>{children}</RouterContext.Provider>;
}

/** The app's router adapter; a feature rendered outside {@link RouterProvider} is a wiring mistake, said plainly. */
export function useRouterAdapter(): RouterAdapter {
  const adapter = useContext(RouterContext);
  if (adapter === null) throw new Error("@casino/features: wrap the app in <RouterProvider adapter={…}>");
  return adapter;
}

/** The current path, through the app's router. */
export function usePathname(): string {
  return useRouterAdapter().usePathname();
}

/** The current query, through the app's router. */
export function useSearchParams(): URLSearchParams {
  return useRouterAdapter().useSearchParams();
}

/** push, replace and refresh, through the app's router. */
export function useNavigation(): RouterNavigation {
  return useRouterAdapter().useNavigation();
}

/** A link of a feature, drawn by the app's link component (client-side navigation, prefetching). */
export function Link(props: RouterLinkProps) {
  const { Link: AppLink } = useRouterAdapter();
  return <AppLink {...props} />;
}
