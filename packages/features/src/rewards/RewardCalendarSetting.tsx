"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { serverRendered } from "../lazy/server-rendered.js";

// The player's own flag from their details, drawn on the server and changed through the part's API
// client once its chunk has loaded.
const RewardCalendarOptOutRendered = serverRendered(
  () => import("./RewardCalendarOptOutRendered.js"),
  <Skeleton shape="block" height={120} />,
);

/** The reward-calendar opt-out on the limits page (see docs/features.md, "Rakeback calendar"). */
export function RewardCalendarSetting() {
  return <RewardCalendarOptOutRendered />;
}
