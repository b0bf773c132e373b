import { describe, expect, it } from "vitest";
import { GEOLOCATION_OPTIONS, locationRecheckOutcome } from "./location-check";

describe("GEOLOCATION_OPTIONS", () => {
  it("asks for high accuracy within 10 seconds", () => {
    expect(GEOLOCATION_OPTIONS.enableHighAccuracy).toBe(true);
    expect(GEOLOCATION_OPTIONS.timeout).toBe(10_000);
  });
});

describe("locationRecheckOutcome", () => {
  it("updates the country, clears the flag and sets verified when the new country is allowed", () => {
    expect(locationRecheckOutcome({ resolvedCountryCode: "mt", excludedCountryCodes: ["FR"] })).toEqual({
      restricted: false,
      countryCode: "MT",
      clearRestrictedFlag: true,
      setVerified: true,
    });
  });

  it("keeps the flag when the resolved country is still restricted", () => {
    expect(locationRecheckOutcome({ resolvedCountryCode: "FR", excludedCountryCodes: ["fr"] })).toEqual({
      restricted: true,
    });
    expect(
      locationRecheckOutcome({ resolvedCountryCode: "DE", resolvedSubdivisions: ["ST"], excludedCountryCodes: [] }),
    ).toEqual({ restricted: true });
  });

  it("keeps the flag when the lookup found no country", () => {
    expect(locationRecheckOutcome({ resolvedCountryCode: null, excludedCountryCodes: ["FR"] })).toEqual({
      restricted: true,
    });
    expect(locationRecheckOutcome({ resolvedCountryCode: " ", excludedCountryCodes: [] })).toEqual({
      restricted: true,
    });
  });
});
