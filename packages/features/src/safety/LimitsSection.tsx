"use client";

import { Skeleton } from "@casino/ui";
import { browserOnly } from "../lazy/browser-only.js";

// Drawn in the browser only: the limits are the player's own, read and changed through the tab's
// API client, and the page's first load carries neither the client nor the forms. Until the cards
// arrive, one placeholder the rest of the screen tall (`.limits-slot`) stands in at every stage
// (this chunk, the tab's client, the limits), so what follows it on the page starts below the fold
// and never moves in view (the page's layout shift was 0.392 when each stage drew its own height).
const LimitsPanel = browserOnly(() => import("./LimitsPanel.js"), <Skeleton shape="block" className="limits-slot" />);

/** The limits page's interactive part. */
export function LimitsSection({ currencyCode }: { currencyCode: string }) {
  return <LimitsPanel currencyCode={currencyCode} />;
}
