import type { ApiClient } from "@casino/api-client";
import {
  COOKIE_NAMES,
  countryBlockedReportKey,
  GEOLOCATION_OPTIONS,
  isVerifiedVisitor,
  isWhitelistedVisitor,
  LOCAL_STORAGE_KEYS,
  locationRecheckOutcome,
  shouldSendCountryBlockedReport,
  type CountryBlockedReport,
} from "@casino/domain";
import { cookieAssignment } from "../browser/cookies.js";
import { firstVisitPath } from "../campaign/campaign-storage.js";

// Keys of the country-blocked reports already sent from this browser (once each).
const SENT_REPORTS_KEY = "countryBlockedReports";
// The country cookie is kept as long as the currency one (the spec gives no age of its own).
const COUNTRY_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be refused (private modes); the visitor is then simply not remembered.
    return null;
  }
}

/** The visitor's marks that lift the overlay: whitelisted by query or storage, verified. */
export function readVisitorMarks(search: string): { whitelisted: boolean; verified: boolean } {
  const stored = storage();
  return {
    whitelisted: isWhitelistedVisitor({
      queryWhitelisted: new URLSearchParams(search).get("whitelisted"),
      storedWhitelisted: stored?.getItem(LOCAL_STORAGE_KEYS.whitelisted),
    }),
    verified: isVerifiedVisitor(stored?.getItem(LOCAL_STORAGE_KEYS.isVerified)),
  };
}

/** Flags the visitor as restricted and answers the report to send, or `null` when it was sent before. */
export function flagRestrictedVisitor(ip: string, country: string): CountryBlockedReport | null {
  const stored = storage();
  stored?.setItem(LOCAL_STORAGE_KEYS.userFromRestrictedCountry, "true");
  // The first page's path only: a report never carries an address with its query (tokens, 3DS data).
  const report = { ip, country, firstUrl: firstVisitPath() };
  const sent = JSON.parse(stored?.getItem(SENT_REPORTS_KEY) ?? "[]") as string[];
  if (!shouldSendCountryBlockedReport(report, sent)) return null;
  stored?.setItem(SENT_REPORTS_KEY, JSON.stringify([...sent, countryBlockedReportKey(report)]));
  return report;
}

function currentPosition(): Promise<GeolocationPosition> {
  return new Promise((resolve, reject) => {
    if (!("geolocation" in navigator)) {
      reject(new Error("geolocation is not supported by this browser"));
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, reject, GEOLOCATION_OPTIONS);
  });
}

/**
 * Re-verifies the visitor's location: the browser's position (high accuracy, 10 s),
 * a reverse lookup of it, then the restriction rule again. When the country is allowed it is
 * stored, the flag cleared and the visitor marked verified. Answers whether the visitor may stay.
 * Failures (no permission, no support, a failed lookup) are only logged and keep the flag.
 */
export async function reverifyLocation(input: {
  api: ApiClient;
  excludedCountryCodes: readonly string[];
}): Promise<boolean> {
  try {
    const { coords } = await currentPosition();
    const place = await input.api.location.reverseGeocode({ latitude: coords.latitude, longitude: coords.longitude });
    const outcome = locationRecheckOutcome({
      resolvedCountryCode: place.countryCode,
      resolvedSubdivisions: place.subdivisions,
      excludedCountryCodes: input.excludedCountryCodes,
    });
    if (outcome.restricted) return false;
    const stored = storage();
    stored?.setItem(LOCAL_STORAGE_KEYS.countryCheckCountry, outcome.countryCode);
    stored?.removeItem(LOCAL_STORAGE_KEYS.userFromRestrictedCountry);
    stored?.setItem(LOCAL_STORAGE_KEYS.isVerified, "true");
    document.cookie = cookieAssignment(COOKIE_NAMES.countryCode, outcome.countryCode, {
      maxAgeSeconds: COUNTRY_COOKIE_MAX_AGE_S,
      secure: window.isSecureContext,
    });
    return true;
  } catch (error) {
    console.warn("location re-check failed", error);
    return false;
  }
}
