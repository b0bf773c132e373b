"use client";

import { PAGE_VIEW_DELAY_MS, pushPageHistory } from "@casino/domain";
import { useEffect } from "react";
import { userDeviceType } from "../browser/device.js";
import { useLogEventWithCampaign } from "../campaign/use-campaign.js";
import { usePathname } from "../router/router-adapter.js";
import { readPageHistory, writePageHistory } from "./page-history-store.js";

/**
 * Logs PAGE_VIEW 300 ms after each route change and keeps the last 5 pages for go-back
 * (see docs/features.md, "Page views and history"). A route left within 300 ms is not logged.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const logEvent = useLogEventWithCampaign();
  useEffect(() => {
    writePageHistory(pushPageHistory(readPageHistory(), pathname));
    const timer = window.setTimeout(() => {
      logEvent({ event: "PAGE_VIEW", data: { path: pathname }, userDeviceType: userDeviceType() });
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, logEvent]);
  return null;
}
