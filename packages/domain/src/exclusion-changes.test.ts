import { describe, expect, it } from "vitest";
import { exclusionChangeDecision } from "./exclusion-changes";

const now = new Date("2026-03-04T12:00:00Z");
const sixMonths = { isSelfExclusionPermanent: false, selfExclusion: "2026-09-04" };
const permanent = { isSelfExclusionPermanent: true, selfExclusion: null };

describe("exclusionChangeDecision", () => {
  it("refuses to replace a six-month self-exclusion with a one-day freeze", () => {
    expect(exclusionChangeDecision(sixMonths, { selfExclusion: "2026-03-05" }, now)).toEqual({
      allowed: false,
      errorCode: "EXCLUSION_CANNOT_BE_SHORTENED",
      excludedUntil: "2026-09-04",
    });
  });

  it("refuses to lift an exclusion in force, however the lift is written", () => {
    for (const lift of [null, undefined, {}, { isSelfExclusionPermanent: false, selfExclusion: null }]) {
      expect(exclusionChangeDecision(sixMonths, lift, now)).toMatchObject({
        allowed: false,
        errorCode: "EXCLUSION_CANNOT_BE_SHORTENED",
      });
    }
  });

  it("refuses an end day already past, which would lift the exclusion at once", () => {
    expect(exclusionChangeDecision(sixMonths, { selfExclusion: "2026-03-01" }, now)).toMatchObject({ allowed: false });
  });

  it("treats a permanent exclusion as final", () => {
    expect(exclusionChangeDecision(permanent, { selfExclusion: "2099-12-31" }, now)).toEqual({
      allowed: false,
      errorCode: "EXCLUSION_PERMANENT",
      excludedUntil: null,
    });
    expect(exclusionChangeDecision(permanent, null, now)).toMatchObject({ errorCode: "EXCLUSION_PERMANENT" });
    expect(exclusionChangeDecision(permanent, permanent, now)).toEqual({ allowed: true });
  });

  it("accepts a longer exclusion, the same last day, or a permanent one", () => {
    expect(exclusionChangeDecision(sixMonths, { selfExclusion: "2027-01-01" }, now)).toEqual({ allowed: true });
    expect(exclusionChangeDecision(sixMonths, { selfExclusion: "2026-09-04" }, now)).toEqual({ allowed: true });
    expect(exclusionChangeDecision(sixMonths, permanent, now)).toEqual({ allowed: true });
  });

  it("reads a date-time as the day it falls on, so two time-outs ending the same day are equal", () => {
    const oneHour = { selfExclusion: "2026-03-04T13:00:00Z" };
    expect(exclusionChangeDecision({ selfExclusion: "2026-03-04" }, oneHour, now)).toEqual({ allowed: true });
    expect(exclusionChangeDecision({ selfExclusion: "2026-03-05" }, oneHour, now)).toMatchObject({ allowed: false });
  });

  it("accepts any change once the exclusion has run out, or when there was none", () => {
    expect(exclusionChangeDecision({ selfExclusion: "2026-03-03" }, null, now)).toEqual({ allowed: true });
    expect(exclusionChangeDecision(null, { selfExclusion: "2026-03-05" }, now)).toEqual({ allowed: true });
  });

  it("reads today in the player's zone: in Berlin the exclusion ending on 4 March is over at 23:30 UTC", () => {
    const lateEvening = new Date("2026-03-04T23:30:00Z");
    const endsToday = { selfExclusion: "2026-03-04" };
    expect(exclusionChangeDecision(endsToday, null, lateEvening, "Europe/Berlin")).toEqual({ allowed: true });
    expect(exclusionChangeDecision(endsToday, null, lateEvening, "UTC")).toMatchObject({ allowed: false });
  });
});
