"use client";

import { useApiClient, useLocation, useSettings } from "@casino/api-client/react";
import { isRestrictedLocation, shouldShowRestrictionOverlay } from "@casino/domain";
import type { RestrictedCountryOverlayProps, ReverifyStatus } from "@casino/ui";
import { useEffect, useState } from "react";
import { browserOnly } from "../lazy/browser-only.js";
import { flagRestrictedVisitor, readVisitorMarks, reverifyLocation } from "./location-verification.js";

const RestrictedCountryOverlay = browserOnly<RestrictedCountryOverlayProps>(() =>
  import("./RestrictedCountryOverlayOnly.js").then((module) => ({ default: module.RestrictedCountryOverlay })),
);

const NONE: readonly string[] = [];

/** Props of {@link RestrictionGate}. */
export interface RestrictionGateProps {
  authenticated: boolean;
  bot: boolean;
}

/**
 * Blocks visitors from restricted countries: the detected location is checked
 * against the settings' excluded list; a flagged visitor who is not signed in, not a bot, not
 * whitelisted and not verified sees the overlay, the blocked visit is reported once per distinct
 * ip + country + first URL, and the overlay's button re-verifies the location.
 */
export function RestrictionGate({ authenticated, bot }: RestrictionGateProps) {
  const client = useApiClient();
  // The settings the server loaded, from the hydrated cache (never fetched again by this page).
  const settings = useSettings().data;
  const excludedCountryCodes = settings?.excludedCountryCodeList ?? NONE;
  const whitelistedIps = settings?.whitelistedIPs ?? NONE;
  const [marks, setMarks] = useState(() => readVisitorMarks(window.location.search));
  const [status, setStatus] = useState<ReverifyStatus>("idle");
  const [detectedAt] = useState(() => new Date());
  // Visitors the overlay can never apply to do not even ask where they are.
  const exempt = authenticated || bot || marks.whitelisted || marks.verified;
  const location = useLocation({ enabled: !exempt });
  const place = location.data;
  const ip = place?.ip ?? "";
  const countryCode = place?.country.code ?? "";
  const countryName = place?.country.name ?? countryCode;
  const subdivisions = place?.ipInfo?.subdivisions ?? [];
  const restricted =
    place !== undefined &&
    isRestrictedLocation({ countryCode, subdivisions, ip, excludedCountryCodes, whitelistedIps });
  const open = shouldShowRestrictionOverlay({ restricted, authenticated, bot, ...marks });

  useEffect(() => {
    if (!open) return;
    const report = flagRestrictedVisitor(ip, countryCode);
    if (report)
      client.location
        .reportCountryBlocked({ ...report })
        .catch((error: unknown) => console.warn("country-blocked report failed", error));
  }, [open, ip, countryCode, client]);

  if (!open) return null;
  const reverify = async () => {
    setStatus("verifying");
    const allowed = await reverifyLocation({ api: client, excludedCountryCodes });
    if (allowed) setMarks(readVisitorMarks(window.location.search));
    else setStatus("failed");
  };
  return (
    <RestrictedCountryOverlay
      open
      country={countryName}
      ip={ip}
      date={detectedAt}
      status={status}
      onReverify={() => void reverify()}
    />
  );
}
