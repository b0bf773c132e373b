"use client";

import { Skeleton } from "@casino/ui";
import dynamic from "next/dynamic";

// Drawn in the browser only: the limits are the player's own, read and changed through the tab's
// API client, and the page's first load carries neither the client nor the forms.
const LimitsPanel = dynamic(() => import("./LimitsPanel"), { ssr: false, loading: () => <Skeleton height={240} /> });

/** The limits page's interactive part. */
export function LimitsSection({ currencyCode }: { currencyCode: string }) {
  return <LimitsPanel currencyCode={currencyCode} />;
}
