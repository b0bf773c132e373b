"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import dynamic from "next/dynamic";

// The player's own flag, read and changed through the tab's API client after the page loads.
const GhostModeLive = dynamic(() => import("./GhostModeLive"), {
  ssr: false,
  loading: () => <Skeleton shape="block" height={120} />,
});

/** Ghost mode on the limits page (see docs/features.md, "Tournaments and races"). */
export function GhostModeSetting() {
  return <GhostModeLive />;
}
