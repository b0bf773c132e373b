import { describe, expect, it } from "vitest";
import { isRegistrationAvailable, mirrorDomainOf, registrationClosedReason } from "./registration-availability";

const nightWindow = { BR: [{ from: "22:00", to: "06:00", deviceType: "mobile" as const }] };

describe("isRegistrationAvailable", () => {
  it("is unavailable in a restricted country", () => {
    expect(isRegistrationAvailable({ restricted: true, now: new Date("2026-03-04T12:00:00Z") })).toBe(false);
  });

  it("is available elsewhere when no window applies", () => {
    expect(isRegistrationAvailable({ restricted: false, now: new Date("2026-03-04T12:00:00Z") })).toBe(true);
    expect(
      isRegistrationAvailable({
        restricted: false,
        now: new Date("2026-03-04T23:00:00Z"),
        countryCode: "MT",
        registrationWindows: nightWindow,
      }),
    ).toBe(true);
  });

  it("is unavailable inside a window that runs across midnight, for the configured device", () => {
    const base = {
      restricted: false,
      countryCode: "br",
      deviceType: "mobile" as const,
      registrationWindows: nightWindow,
    };
    expect(isRegistrationAvailable({ ...base, now: new Date("2026-03-04T22:00:00Z") })).toBe(false);
    expect(isRegistrationAvailable({ ...base, now: new Date("2026-03-05T05:59:00Z") })).toBe(false);
    expect(isRegistrationAvailable({ ...base, now: new Date("2026-03-05T06:00:00Z") })).toBe(true);
    expect(isRegistrationAvailable({ ...base, now: new Date("2026-03-04T21:59:00Z") })).toBe(true);
  });

  it("does not apply a mobile window to desktop visitors", () => {
    expect(
      isRegistrationAvailable({
        restricted: false,
        countryCode: "BR",
        deviceType: "desktop",
        registrationWindows: nightWindow,
        now: new Date("2026-03-04T23:00:00Z"),
      }),
    ).toBe(true);
  });

  it("reads the window in the player's zone", () => {
    const windows = { BR: [{ from: "22:00", to: "23:00" }] };
    // 01:30Z is 22:30 in São Paulo (UTC-3).
    const now = new Date("2026-03-05T01:30:00Z");
    expect(
      isRegistrationAvailable({
        restricted: false,
        countryCode: "BR",
        registrationWindows: windows,
        now,
        zone: "America/Sao_Paulo",
      }),
    ).toBe(false);
    expect(isRegistrationAvailable({ restricted: false, countryCode: "BR", registrationWindows: windows, now })).toBe(
      true,
    );
  });

  it("ignores unreadable or empty windows", () => {
    const windows = {
      BR: [
        { from: "late", to: "06:00" },
        { from: "10:00", to: "10:00" },
      ],
    };
    expect(
      isRegistrationAvailable({
        restricted: false,
        countryCode: "BR",
        registrationWindows: windows,
        now: new Date("2026-03-04T10:00:00Z"),
      }),
    ).toBe(true);
  });
});

describe("registrationClosedReason", () => {
  const night = new Date("2026-03-04T23:00:00Z");
  const noon = new Date("2026-03-04T12:00:00Z");
  const mirror = {
    id: 2,
    url: "https://mirror.example",
    registrationConfigs: { AT: [{ from: "22:00", to: "06:00", deviceType: "mobile" }] },
  };

  it("says a restricted country closes it, whatever the hour", () => {
    expect(registrationClosedReason({ restricted: true, now: noon, countryCode: "AT" })).toBe("restricted-country");
  });

  it("says the brand's window for the country closes it", () => {
    expect(
      registrationClosedReason({
        restricted: false,
        now: night,
        countryCode: "at",
        registrationWindows: { AT: [{ from: "22:00", to: "06:00" }] },
      }),
    ).toBe("closed-hours");
  });

  it("says a mirror domain's own window closes it, for the window's device only", () => {
    const base = { restricted: false, countryCode: "AT", mirror };
    expect(registrationClosedReason({ ...base, now: night, deviceType: "mobile" })).toBe("mirror-closed-hours");
    expect(registrationClosedReason({ ...base, now: night, deviceType: "desktop" })).toBeNull();
    expect(registrationClosedReason({ ...base, now: noon, deviceType: "mobile" })).toBeNull();
    expect(registrationClosedReason({ ...base, now: night, deviceType: "mobile", mirror: null })).toBeNull();
  });

  it("is open without a country to go by", () => {
    expect(registrationClosedReason({ restricted: false, now: night, mirror, deviceType: "mobile" })).toBeNull();
  });
});

describe("mirrorDomainOf", () => {
  const mirrors = [{ url: "https://brand.example" }, { url: "http://127.0.0.1:3000", id: 2 }];

  it("finds the mirror by the page's host, port included and case aside", () => {
    expect(mirrorDomainOf(mirrors, "http://127.0.0.1:3000/casino?modal=signup")).toEqual(mirrors[1]);
    expect(mirrorDomainOf(mirrors, "https://BRAND.example/")).toEqual(mirrors[0]);
  });

  it("finds none on another host or port, or for an unreadable address", () => {
    expect(mirrorDomainOf(mirrors, "http://127.0.0.1:3001/")).toBeNull();
    expect(mirrorDomainOf([{ url: "not a url" }], "not a url")).toBeNull();
    expect(mirrorDomainOf(undefined, "https://brand.example")).toBeNull();
  });
});
