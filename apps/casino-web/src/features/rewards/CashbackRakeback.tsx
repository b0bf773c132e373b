"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import dynamic from "next/dynamic";
import { WithTabApiClient } from "../../core/providers/tab-api-client";

const placeholder = <Skeleton shape="block" height={240} />;
// The calendar and its carousel load after the page, with the tab's API client.
const RakebackCalendarLive = dynamic(
  () => import("./RakebackCalendarLive").then((module) => module.RakebackCalendarLive),
  { ssr: false, loading: () => placeholder },
);

/** The signed-in player's rakeback calendar on the cashback page (see docs/features.md, "Rakeback calendar"). */
export function CashbackRakeback() {
  return (
    <WithTabApiClient fallback={placeholder}>
      <RakebackCalendarLive authenticated />
    </WithTabApiClient>
  );
}
