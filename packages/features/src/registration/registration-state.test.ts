import type { AppSettings } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { registrationState } from "./registration-state.js";

const settings: AppSettings = {
  excludedCountryCodeList: ["FR"],
  whitelistedIPs: ["198.51.100.7"],
  mirrorDomain: [
    { id: 1, url: "https://brand.example" },
    { id: 2, url: "https://mirror.example", registrationConfigs: { AT: [{ from: "22:00", to: "06:00" }] } },
  ],
  settings: { registrationConfigs: { MT: [{ from: "11:00", to: "13:00", deviceType: "mobile" }] } },
};
const noon = new Date("2026-11-23T12:00:00Z");
const night = new Date("2026-11-23T23:00:00Z");
const at = (code: string, name: string, ip = "203.0.113.9") => ({ ip, country: { code, name } });
const base = {
  settings,
  pageUrl: "https://brand.example/?modal=signup",
  now: noon,
  deviceType: "desktop",
  verified: false,
} as const;

describe("registrationState", () => {
  it("is open for a visitor from an open country on the main domain, which sends its id", () => {
    expect(registrationState({ ...base, location: at("AT", "Austria") })).toEqual({
      closed: null,
      country: "Austria",
      mirrorDomainFk: 1,
    });
  });

  it("closes in a restricted country, naming it, unless the IP is whitelisted or the location re-verified", () => {
    expect(registrationState({ ...base, location: at("FR", "France") })).toMatchObject({
      closed: "restricted-country",
      country: "France",
    });
    expect(registrationState({ ...base, location: at("FR", "France", "198.51.100.7") }).closed).toBeNull();
    expect(registrationState({ ...base, location: at("FR", "France"), verified: true }).closed).toBeNull();
  });

  it("closes in the brand's hours for the country and device", () => {
    expect(registrationState({ ...base, location: at("MT", "Malta"), deviceType: "mobile" }).closed).toBe(
      "closed-hours",
    );
    expect(registrationState({ ...base, location: at("MT", "Malta") }).closed).toBeNull();
  });

  it("closes on a mirror domain in that mirror's hours only", () => {
    const mirror = { ...base, pageUrl: "https://mirror.example/register", now: night, location: at("AT", "Austria") };
    expect(registrationState(mirror)).toEqual({ closed: "mirror-closed-hours", country: "Austria", mirrorDomainFk: 2 });
    expect(registrationState({ ...mirror, pageUrl: "https://brand.example/register" }).closed).toBeNull();
  });

  it("stays open when the location could not be read", () => {
    expect(registrationState({ ...base, location: undefined })).toEqual({
      closed: null,
      country: "",
      mirrorDomainFk: 1,
    });
  });
});
