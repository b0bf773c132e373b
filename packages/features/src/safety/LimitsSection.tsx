"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { serverRendered } from "../lazy/server-rendered.js";
import type { LimitsRenderedProps } from "./LimitsRendered.js";

// Drawn on the server with the page's awaited read of the limits; the forms, their calls and their
// schemas load after the page, in their own chunk. The placeholder, drawn only by the first page a
// server instance renders, is the rest of the screen tall (`.limits-slot`), so what follows it starts
// below the fold and never moves in view (the page's layout shift was 0.392 when each stage of
// loading drew its own height).
const LimitsRendered = serverRendered(
  () => import("./LimitsRendered.js"),
  <Skeleton shape="block" className="limits-slot" />,
);

/**
 * The limits page's interactive part (see docs/features.md, "Limits"), drawn on the server: render
 * it under the page's awaited read of the player's limits, else it draws its placeholder until they
 * come. `renderedAt` is the server's instant of the page, which its rules read until it has hydrated.
 */
export function LimitsSection(props: LimitsRenderedProps) {
  return <LimitsRendered {...props} />;
}
