import { describe, expect, it } from "vitest";
import { exclusionChangeDecision } from "./exclusion-changes";

const now = new Date("2026-03-04T12:00:00Z");
const sixMonths = { isSelfExclusionPermanent: false, selfExclusion: "2026-09-04T12:00:00.000Z" };
const permanent = { isSelfExclusionPermanent: true, selfExclusion: null };

describe("exclusionChangeDecision", () => {
  it("refuses to replace a six-month self-exclusion with a one-day freeze", () => {
    expect(exclusionChangeDecision(sixMonths, { selfExclusion: "2026-03-05T12:00:00.000Z" }, now)).toEqual({
      allowed: false,
      errorCode: "EXCLUSION_CANNOT_BE_SHORTENED",
      excludedUntil: new Date("2026-09-04T12:00:00.000Z"),
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

  it("refuses an end already past, which would lift the exclusion at once", () => {
    expect(exclusionChangeDecision(sixMonths, { selfExclusion: "2026-03-01T12:00:00Z" }, now)).toMatchObject({
      allowed: false,
    });
  });

  it("treats a permanent exclusion as final", () => {
    expect(exclusionChangeDecision(permanent, { selfExclusion: "2099-12-31T00:00:00Z" }, now)).toEqual({
      allowed: false,
      errorCode: "EXCLUSION_PERMANENT",
      excludedUntil: null,
    });
    expect(exclusionChangeDecision(permanent, null, now)).toMatchObject({ errorCode: "EXCLUSION_PERMANENT" });
    expect(exclusionChangeDecision(permanent, permanent, now)).toEqual({ allowed: true });
  });

  it("accepts a longer exclusion, the same end, or a permanent one", () => {
    expect(exclusionChangeDecision(sixMonths, { selfExclusion: "2027-01-01T00:00:00Z" }, now)).toEqual({
      allowed: true,
    });
    expect(exclusionChangeDecision(sixMonths, { selfExclusion: "2026-09-04T12:00:00.000Z" }, now)).toEqual({
      allowed: true,
    });
    expect(exclusionChangeDecision(sixMonths, permanent, now)).toEqual({ allowed: true });
  });

  it("compares ends to the minute: a 12-hour exclusion may not become a 1-hour one on the same day", () => {
    const twelveHours = { selfExclusion: "2026-03-05T00:00:00Z" };
    const oneHour = { selfExclusion: "2026-03-04T13:00:00Z" };
    expect(exclusionChangeDecision(twelveHours, oneHour, now)).toEqual({
      allowed: false,
      errorCode: "EXCLUSION_CANNOT_BE_SHORTENED",
      excludedUntil: new Date("2026-03-05T00:00:00Z"),
    });
    expect(exclusionChangeDecision(oneHour, twelveHours, now)).toEqual({ allowed: true });
    // Seconds inside the same minute are the same end.
    expect(exclusionChangeDecision(oneHour, { selfExclusion: "2026-03-04T12:59:30Z" }, now)).toEqual({ allowed: true });
    expect(exclusionChangeDecision(oneHour, { selfExclusion: "2026-03-04T12:58:59Z" }, now)).toMatchObject({
      allowed: false,
    });
  });

  it("accepts any change once the exclusion has run out, or when there was none", () => {
    expect(exclusionChangeDecision({ selfExclusion: "2026-03-04T12:00:00Z" }, null, now)).toEqual({ allowed: true });
    expect(exclusionChangeDecision(null, { selfExclusion: "2026-03-05T12:00:00Z" }, now)).toEqual({ allowed: true });
  });

  it("holds a back end's bare day through that day in the player's zone", () => {
    const lateEvening = new Date("2026-03-04T23:30:00Z");
    const endsToday = { selfExclusion: "2026-03-04" };
    expect(exclusionChangeDecision(endsToday, null, lateEvening, "Europe/Berlin")).toEqual({ allowed: true });
    expect(exclusionChangeDecision(endsToday, null, lateEvening, "UTC")).toMatchObject({ allowed: false });
  });
});
