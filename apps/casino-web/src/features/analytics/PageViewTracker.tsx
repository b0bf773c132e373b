"use client";

import { useLogEvent } from "@casino/api-client/react";
import { PAGE_VIEW_DELAY_MS, pushPageHistory } from "@casino/domain";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { userDeviceType } from "../../core/browser/device";
import { readPageHistory, writePageHistory } from "./page-history-store";

/**
 * Logs PAGE_VIEW 300 ms after each route change and keeps the last 5 pages for go-back
 * (spec 000 §4). A route left within 300 ms is not logged.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const { mutate: logEvent } = useLogEvent();
  useEffect(() => {
    writePageHistory(pushPageHistory(readPageHistory(), pathname));
    const timer = window.setTimeout(() => {
      logEvent({ event: "PAGE_VIEW", data: { path: pathname }, userDeviceType: userDeviceType() });
    }, PAGE_VIEW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, logEvent]);
  return null;
}
