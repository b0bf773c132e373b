"use client";

import { useSettings } from "@casino/api-client/react";
import { useEffect } from "react";
import { usePathname } from "../router/router-adapter.js";
import { captureVisit } from "./campaign-storage.js";

/**
 * Captures the campaign data of every page the visitor opens (see docs/features.md, "Campaign
 * capture"): the affiliate token, `cpnc`, `mkt`, `pid`, and the first page of the first visit.
 */
export function CampaignCapture() {
  const pathname = usePathname();
  // The settings the server loaded, from the hydrated cache.
  const affiliateParameter = useSettings().data?.affiliateKeyQueryParameter;
  useEffect(() => {
    captureVisit({
      search: window.location.search,
      pathname: window.location.pathname,
      affiliateParameter,
      now: Date.now(),
    });
  }, [pathname, affiliateParameter]);
  return null;
}
