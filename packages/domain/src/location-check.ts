import { isRestrictedLocation } from "./restriction";

/** Timeout of the browser location lookup used to re-verify a blocked visitor. */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The browser location lookup asks for high accuracy. */
export const GEOLOCATION_HIGH_ACCURACY = true;

/** Options for the browser location lookup that re-verifies a blocked visitor. */
export const GEOLOCATION_OPTIONS: Readonly<{ enableHighAccuracy: boolean; timeout: number; maximumAge: number }> = {
  enableHighAccuracy: GEOLOCATION_HIGH_ACCURACY,
  timeout: GEOLOCATION_TIMEOUT_MS,
  // A cached position could be the one that flagged the visitor; ask for a fresh one.
  maximumAge: 0,
};

/** What a location re-check decided. */
export type LocationRecheckOutcome =
  /** The resolved country is allowed: store it as `countryCode`, clear `userFromRestrictedCountry`, set `isVerified`. */
  | { restricted: false; countryCode: string; clearRestrictedFlag: true; setVerified: true }
  /** Still restricted, or the lookup found no country: nothing changes and the overlay stays. */
  | { restricted: true };

/**
 * The outcome of a location re-check: the country resolved by the reverse lookup of
 * the browser's position is checked against the excluded list again. If it is not restricted the
 * country is updated, the flag cleared and the visitor marked verified; otherwise the flag stays.
 * A lookup that found no country keeps the flag.
 *
 * @example locationRecheckOutcome({ resolvedCountryCode: "mt", excludedCountryCodes: ["FR"] }) // { restricted: false, countryCode: "MT", ... }
 */
export function locationRecheckOutcome(input: {
  resolvedCountryCode: string | null | undefined;
  resolvedSubdivisions?: readonly string[] | null;
  excludedCountryCodes: readonly string[];
}): LocationRecheckOutcome {
  const countryCode = (input.resolvedCountryCode ?? "").trim().toUpperCase();
  if (countryCode === "") return { restricted: true };
  const restricted = isRestrictedLocation({
    countryCode,
    subdivisions: input.resolvedSubdivisions ?? null,
    excludedCountryCodes: input.excludedCountryCodes,
  });
  return restricted
    ? { restricted: true }
    : { restricted: false, countryCode, clearRestrictedFlag: true, setVerified: true };
}
