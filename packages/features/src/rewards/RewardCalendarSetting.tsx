"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { browserOnly } from "../lazy/browser-only.js";

const placeholder = <Skeleton shape="block" height={120} />;
// The player's own flag, read and changed through the tab's API client after the page loads.
const RewardCalendarOptOutLive = browserOnly(() => import("./RewardCalendarOptOutLive.js"), placeholder);

/** The reward-calendar opt-out on the limits page (see docs/features.md, "Rakeback calendar"). */
export function RewardCalendarSetting() {
  return <RewardCalendarOptOutLive />;
}
