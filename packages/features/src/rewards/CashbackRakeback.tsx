"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { browserOnly } from "../lazy/browser-only.js";
import { WithTabApiClient } from "../client/tab-api-client.js";

// As tall as the calendar it stands for (site.css, `.rakeback-slot`), so nothing below it moves.
const placeholder = <Skeleton shape="block" className="rakeback-slot" />;
// The calendar and its carousel load after the page, with the tab's API client.
const loadCalendar = () =>
  import("./RakebackCalendarLive.js").then(({ RakebackCalendarLive }) => ({ default: RakebackCalendarLive }));
const RakebackCalendarLive = browserOnly(loadCalendar, placeholder);

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
