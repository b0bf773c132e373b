import { describe, expect, it } from "vitest";
import { isActionAllowed, isSelfExcluded } from "./self-exclusion";

const now = new Date("2026-03-04T12:00:00Z");

describe("isSelfExcluded", () => {
  it("excludes a permanent exclusion whatever the date", () => {
    expect(isSelfExcluded({ isSelfExclusionPermanent: true, selfExclusion: null }, now)).toBe(true);
    expect(isSelfExcluded({ isSelfExclusionPermanent: true, selfExclusion: "2000-01-01" }, now)).toBe(true);
  });

  it("excludes through the exclusion day itself, and lifts it the day after", () => {
    expect(isSelfExcluded({ selfExclusion: "2026-03-05" }, now)).toBe(true);
    expect(isSelfExcluded({ selfExclusion: "2026-03-04" }, now)).toBe(true);
    expect(isSelfExcluded({ selfExclusion: "2026-03-03" }, now)).toBe(false);
  });

  it("reads today in the player's zone at the day boundary", () => {
    const lateEveningUtc = new Date("2026-03-04T23:30:00Z");
    // Already 5 March in Berlin, so an exclusion ending 4 March is over there.
    expect(isSelfExcluded({ selfExclusion: "2026-03-04" }, lateEveningUtc, "UTC")).toBe(true);
    expect(isSelfExcluded({ selfExclusion: "2026-03-04" }, lateEveningUtc, "Europe/Berlin")).toBe(false);
    // Still 3 March in Los Angeles early on 4 March UTC.
    expect(
      isSelfExcluded({ selfExclusion: "2026-03-03" }, new Date("2026-03-04T05:00:00Z"), "America/Los_Angeles"),
    ).toBe(true);
  });

  it("reads a date-time as the day it falls on in the zone", () => {
    expect(isSelfExcluded({ selfExclusion: "2026-03-03T23:30:00Z" }, now, "Europe/Berlin")).toBe(true);
    expect(isSelfExcluded({ selfExclusion: "2026-03-03T23:30:00Z" }, now, "UTC")).toBe(false);
  });

  it("handles the day a daylight-saving change happens", () => {
    // Clocks in Berlin go forward on 29 March 2026.
    expect(isSelfExcluded({ selfExclusion: "2026-03-29" }, new Date("2026-03-29T21:59:00Z"), "Europe/Berlin")).toBe(
      true,
    );
    expect(isSelfExcluded({ selfExclusion: "2026-03-29" }, new Date("2026-03-29T22:00:00Z"), "Europe/Berlin")).toBe(
      false,
    );
  });

  it("does not exclude without a limit, a date or with an unreadable date", () => {
    expect(isSelfExcluded(null, now)).toBe(false);
    expect(isSelfExcluded(undefined, now)).toBe(false);
    expect(isSelfExcluded({}, now)).toBe(false);
    expect(isSelfExcluded({ isSelfExclusionPermanent: false, selfExclusion: "" }, now)).toBe(false);
    expect(isSelfExcluded({ selfExclusion: "soon" }, now)).toBe(false);
  });
});

describe("isActionAllowed", () => {
  it("lets a self-excluded player only withdraw", () => {
    expect(isActionAllowed("withdraw", { selfExcluded: true })).toBe(true);
    expect(isActionAllowed("deposit", { selfExcluded: true })).toBe(false);
    expect(isActionAllowed("play", { selfExcluded: true })).toBe(false);
    expect(isActionAllowed("claim-bonus", { selfExcluded: true })).toBe(false);
  });

  it("lets other players do everything", () => {
    expect(isActionAllowed("deposit", { selfExcluded: false })).toBe(true);
  });
});

describe("isSelfExcluded for a time-out or a freeze", () => {
  it("reads them as exclusions, so no marketing script runs for a timed-out or frozen player", () => {
    const now = new Date("2026-03-04T12:00:00Z");
    expect(isSelfExcluded({ selfExclusion: "2026-03-05", exclusionKind: "time-out" }, now)).toBe(true);
    expect(isSelfExcluded({ selfExclusion: "2026-03-05", exclusionKind: "freeze" }, now)).toBe(true);
    expect(isSelfExcluded({ selfExclusion: "2026-03-03", exclusionKind: "time-out" }, now)).toBe(false);
  });
});
