"use client";

import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import type { ReactNode } from "react";

/**
 * Puts the server's dehydrated cache into the browser's QueryClient (Next.js App Router: render
 * it in a server component with `dehydrateQueries(queryClient)` as `state`).
 *
 * @example
 * <HydrateQueries state={dehydrateQueries(queryClient)}><Page /></HydrateQueries>
 */
export function HydrateQueries({ state, children }: { state: DehydratedState; children: ReactNode }) {
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
