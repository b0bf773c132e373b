"use client";

import { useLogEvent } from "@casino/api-client/react";
import type { LogEventRequest } from "@casino/api-client";
import { useCallback, useState } from "react";
import { campaignEventFields, readCampaign, type CampaignValues } from "./campaign-storage.js";

/**
 * What to send with a sign-up or a login (see docs/features.md, "Campaign capture"): the stored
 * affiliate `token`, the `cpnc`, `mkt` and `pid` that count now, and `firstUrl`. Read once when the
 * component mounts, in the browser only (nothing on the server).
 */
export function useCampaign(): CampaignValues {
  const [values] = useState(() => (typeof window === "undefined" ? {} : readCampaign(Date.now())));
  return values;
}

/**
 * `useLogEvent` with the campaign: every logged event carries `mkt`, and the visit's `cpncToSent`
 * at most once every 30 minutes.
 */
export function useLogEventWithCampaign(): (event: LogEventRequest) => void {
  const { mutate } = useLogEvent();
  return useCallback((event) => mutate({ ...campaignEventFields(Date.now()), ...event }), [mutate]);
}
