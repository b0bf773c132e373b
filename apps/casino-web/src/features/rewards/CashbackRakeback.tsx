"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import dynamic from "next/dynamic";
import { WithTabApiClient } from "../../core/providers/tab-api-client";

// As tall as the calendar it stands for (site.css, `.rakeback-slot`), so nothing below it moves.
const placeholder = <Skeleton shape="block" className="rakeback-slot" />;
// The calendar and its carousel load after the page, with the tab's API client.
const RakebackCalendarLive = dynamic(
  () => import("./RakebackCalendarLive").then((module) => module.RakebackCalendarLive),
  { ssr: false, loading: () => placeholder },
);

/** The signed-in player's rakeback calendar on the cashback page (see docs/features.md, "Rakeback calendar"). */
export function CashbackRakeback() {
  return (
    <div className="rakeback-slot">
      <WithTabApiClient fallback={placeholder}>
        <RakebackCalendarLive authenticated />
      </WithTabApiClient>
    </div>
  );
}
