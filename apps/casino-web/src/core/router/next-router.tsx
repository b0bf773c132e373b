"use client";

import type { RouterAdapter } from "@casino/features";
import NextLink from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo, type ComponentProps } from "react";

/**
 * `next/link` that prefetches a page when the visitor reaches for its link (a pointer over it, a
 * touch, the keyboard's focus) instead of when the link scrolls into view. A page of this site shows
 * about 25 links in its header, menus and rails; prefetching them all on sight asked the server to
 * render every one of those pages on each page view and spent a phone's data and main thread on
 * pages the player never opens (docs/deployment.md, "Prefetching"). `prefetch={false}` still turns
 * prefetching off entirely.
 */
export function IntentLink({
  prefetch,
  onMouseEnter,
  onTouchStart,
  onFocus,
  ...props
}: ComponentProps<typeof NextLink>) {
  const router = useRouter();
  const { href } = props;
  const prefetchOnIntent = () => {
    if (prefetch !== false && typeof href === "string" && href.startsWith("/")) router.prefetch(href);
  };
  return (
    <NextLink
      {...props}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetchOnIntent();
        onMouseEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetchOnIntent();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetchOnIntent();
        onFocus?.(event);
      }}
    />
  );
}

/**
 * The site's router adapter for `@casino/features`: links through {@link IntentLink} (client
 * navigation, prefetching when reached for) and navigation through the App Router, so the features
 * stay free of `next/*`.
 */
export const nextRouter: RouterAdapter = {
  Link: IntentLink,
  usePathname,
  useSearchParams: () => {
    const params = useSearchParams();
    return useMemo(() => new URLSearchParams(params.toString()), [params]);
  },
  useNavigation: () => {
    const router = useRouter();
    return useMemo(
      () => ({
        push: (href, options) => router.push(href, options),
        replace: (href, options) => router.replace(href, options),
        refresh: () => router.refresh(),
      }),
      [router],
    );
  },
};
