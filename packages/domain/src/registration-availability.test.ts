import { describe, expect, it } from "vitest";
import { isRegistrationAvailable } from "./registration-availability";

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
