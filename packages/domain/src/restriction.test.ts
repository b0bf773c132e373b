import { describe, expect, it } from "vitest";
import {
  isRestrictedLocation,
  isVerifiedVisitor,
  isWhitelistedVisitor,
  shouldShowRestrictionOverlay,
} from "./restriction";

describe("isRestrictedLocation", () => {
  it("flags a country in the excluded list, in any case", () => {
    expect(isRestrictedLocation({ countryCode: "fr", excludedCountryCodes: ["FR"] })).toBe(true);
    expect(isRestrictedLocation({ countryCode: "FR", excludedCountryCodes: ["fr"] })).toBe(true);
  });

  it("lets a country outside the list through", () => {
    expect(isRestrictedLocation({ countryCode: "MT", excludedCountryCodes: ["FR", "GB"] })).toBe(false);
  });

  it("flags Germany with Saxony-Anhalt (ST), written short or in full", () => {
    expect(isRestrictedLocation({ countryCode: "DE", subdivisions: ["ST"], excludedCountryCodes: [] })).toBe(true);
    expect(isRestrictedLocation({ countryCode: "de", subdivisions: ["BY", "de-st"], excludedCountryCodes: [] })).toBe(
      true,
    );
  });

  it("lets Germany through without ST", () => {
    expect(isRestrictedLocation({ countryCode: "DE", subdivisions: ["BY"], excludedCountryCodes: [] })).toBe(false);
    expect(isRestrictedLocation({ countryCode: "DE", subdivisions: null, excludedCountryCodes: [] })).toBe(false);
  });

  it("does not flag ST outside Germany", () => {
    expect(isRestrictedLocation({ countryCode: "AT", subdivisions: ["ST"], excludedCountryCodes: [] })).toBe(false);
  });

  it("never flags a whitelisted IP", () => {
    expect(
      isRestrictedLocation({
        countryCode: "FR",
        ip: "203.0.113.9",
        excludedCountryCodes: ["FR"],
        whitelistedIps: ["203.0.113.9"],
      }),
    ).toBe(false);
    expect(
      isRestrictedLocation({
        countryCode: "DE",
        subdivisions: ["ST"],
        ip: "203.0.113.9",
        excludedCountryCodes: [],
        whitelistedIps: ["203.0.113.9"],
      }),
    ).toBe(false);
  });

  it("still flags an IP that is not on the whitelist", () => {
    expect(
      isRestrictedLocation({
        countryCode: "FR",
        ip: "203.0.113.10",
        excludedCountryCodes: ["FR"],
        whitelistedIps: ["203.0.113.9"],
      }),
    ).toBe(true);
  });

  it("does not flag an unknown country or an empty list", () => {
    expect(isRestrictedLocation({ countryCode: null, excludedCountryCodes: ["FR"] })).toBe(false);
    expect(isRestrictedLocation({ countryCode: "", excludedCountryCodes: [""] })).toBe(false);
    expect(isRestrictedLocation({ countryCode: "FR", excludedCountryCodes: [] })).toBe(false);
  });
});

describe("shouldShowRestrictionOverlay", () => {
  const blocked = { restricted: true, authenticated: false, bot: false, whitelisted: false, verified: false };

  it("shows for a restricted anonymous visitor", () => {
    expect(shouldShowRestrictionOverlay(blocked)).toBe(true);
  });

  it("hides when the visitor is not restricted", () => {
    expect(shouldShowRestrictionOverlay({ ...blocked, restricted: false })).toBe(false);
  });

  it("hides for signed-in players, bots, whitelisted and verified visitors", () => {
    expect(shouldShowRestrictionOverlay({ ...blocked, authenticated: true })).toBe(false);
    expect(shouldShowRestrictionOverlay({ ...blocked, bot: true })).toBe(false);
    expect(shouldShowRestrictionOverlay({ ...blocked, whitelisted: true })).toBe(false);
    expect(shouldShowRestrictionOverlay({ ...blocked, verified: true })).toBe(false);
  });
});

describe("isWhitelistedVisitor", () => {
  it("is whitelisted by the query or by storage", () => {
    expect(isWhitelistedVisitor({ queryWhitelisted: "1" })).toBe(true);
    expect(isWhitelistedVisitor({ storedWhitelisted: "1" })).toBe(true);
  });

  it("is not whitelisted by other values", () => {
    expect(isWhitelistedVisitor({ queryWhitelisted: "0", storedWhitelisted: "true" })).toBe(false);
    expect(isWhitelistedVisitor({})).toBe(false);
  });
});

describe("isVerifiedVisitor", () => {
  it("is verified only when isVerified is true", () => {
    expect(isVerifiedVisitor("true")).toBe(true);
    expect(isVerifiedVisitor("false")).toBe(false);
    expect(isVerifiedVisitor(null)).toBe(false);
  });
});
