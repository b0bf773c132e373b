"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { serverRendered } from "../lazy/server-rendered.js";

// The player's own flag from their limits, drawn on the server with the page's read of them and
// changed through the part's API client once its chunk has loaded.
const GhostModeRendered = serverRendered(
  () => import("./GhostModeRendered.js"),
  <Skeleton shape="block" height={120} />,
);

/** Ghost mode on the limits page (see docs/features.md, "Tournaments and races"). */
export function GhostModeSetting() {
  return <GhostModeRendered />;
}
