"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { browserOnly } from "../lazy/browser-only.js";

// The player's own flag, read and changed through the tab's API client after the page loads.
const GhostModeLive = browserOnly(() => import("./GhostModeLive.js"), <Skeleton shape="block" height={120} />);

/** Ghost mode on the limits page (see docs/features.md, "Tournaments and races"). */
export function GhostModeSetting() {
  return <GhostModeLive />;
}
