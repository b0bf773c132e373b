"use client";

import type { RouterAdapter } from "@casino/features";
import NextLink from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useMemo } from "react";

/**
 * The site's router adapter for `@casino/features`: links through `next/link` (client navigation,
 * prefetching) and navigation through the App Router, so the features stay free of `next/*`.
 */
export const nextRouter: RouterAdapter = {
  Link: NextLink,
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
