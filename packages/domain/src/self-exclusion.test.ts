import { describe, expect, it } from "vitest";
import { exclusionEndsAt, isActionAllowed, isSelfExcluded } from "./self-exclusion";

const now = new Date("2026-03-04T12:00:00Z");

describe("isSelfExcluded", () => {
  it("excludes a permanent exclusion whatever the date", () => {
    expect(isSelfExcluded({ isSelfExclusionPermanent: true, selfExclusion: null }, now)).toBe(true);
    expect(isSelfExcluded({ isSelfExclusionPermanent: true, selfExclusion: "2000-01-01" }, now)).toBe(true);
  });

  it("excludes for an hour an exclusion taken for an hour, and not a minute more", () => {
    const oneHour = { selfExclusion: "2026-03-04T13:00:00.000Z" };
    expect(isSelfExcluded(oneHour, now)).toBe(true);
    expect(isSelfExcluded(oneHour, new Date("2026-03-04T12:59:00Z"))).toBe(true);
    expect(isSelfExcluded(oneHour, new Date("2026-03-04T13:00:00Z"))).toBe(false);
    expect(isSelfExcluded(oneHour, new Date("2026-03-04T13:01:00Z"))).toBe(false);
  });

  it("holds an end inside a minute until that minute is over", () => {
    const end = { selfExclusion: "2026-03-04T13:00:20.000Z" };
    expect(isSelfExcluded(end, new Date("2026-03-04T13:00:30Z"))).toBe(true);
    expect(isSelfExcluded(end, new Date("2026-03-04T13:01:00Z"))).toBe(false);
  });

  it("reads an instant the same in every zone", () => {
    const end = { selfExclusion: "2026-03-04T13:00:00Z" };
    for (const zone of ["UTC", "Europe/Berlin", "America/Los_Angeles", "Asia/Tokyo"]) {
      expect(isSelfExcluded(end, new Date("2026-03-04T12:30:00Z"), zone)).toBe(true);
      expect(isSelfExcluded(end, new Date("2026-03-04T13:30:00Z"), zone)).toBe(false);
    }
  });

  it("holds a back end's bare day through that day in the player's zone", () => {
    expect(isSelfExcluded({ selfExclusion: "2026-03-05" }, now)).toBe(true);
    expect(isSelfExcluded({ selfExclusion: "2026-03-04" }, now)).toBe(true);
    expect(isSelfExcluded({ selfExclusion: "2026-03-03" }, now)).toBe(false);
    const lateEveningUtc = new Date("2026-03-04T23:30:00Z");
    // Already 5 March in Berlin, so an exclusion ending 4 March is over there.
    expect(isSelfExcluded({ selfExclusion: "2026-03-04" }, lateEveningUtc, "UTC")).toBe(true);
    expect(isSelfExcluded({ selfExclusion: "2026-03-04" }, lateEveningUtc, "Europe/Berlin")).toBe(false);
  });

  it("does not exclude without a limit, an end or with an unreadable end", () => {
    expect(isSelfExcluded(null, now)).toBe(false);
    expect(isSelfExcluded(undefined, now)).toBe(false);
    expect(isSelfExcluded({}, now)).toBe(false);
    expect(isSelfExcluded({ isSelfExclusionPermanent: false, selfExclusion: "" }, now)).toBe(false);
    expect(isSelfExcluded({ selfExclusion: "soon" }, now)).toBe(false);
  });
});

describe("exclusionEndsAt", () => {
  it("answers an instant rounded up to its minute, so the time shown is never before the end", () => {
    expect(exclusionEndsAt({ selfExclusion: "2026-03-04T13:00:00.000Z" })?.toISOString()).toBe(
      "2026-03-04T13:00:00.000Z",
    );
    expect(exclusionEndsAt({ selfExclusion: "2026-03-04T13:00:00.001Z" })?.toISOString()).toBe(
      "2026-03-04T13:01:00.000Z",
    );
    expect(exclusionEndsAt({ selfExclusion: "2026-03-04T14:00:00+01:00" })?.toISOString()).toBe(
      "2026-03-04T13:00:00.000Z",
    );
  });

  it("ends a bare day when the next one starts in the zone, daylight-saving days included", () => {
    expect(exclusionEndsAt({ selfExclusion: "2026-03-04" })?.toISOString()).toBe("2026-03-05T00:00:00.000Z");
    // Clocks in Berlin go forward on 29 March 2026: 30 March starts at 22:00 UTC.
    expect(exclusionEndsAt({ selfExclusion: "2026-03-29" }, "Europe/Berlin")?.toISOString()).toBe(
      "2026-03-29T22:00:00.000Z",
    );
  });

  it("answers null for no end or an unreadable one", () => {
    expect(exclusionEndsAt(null)).toBeNull();
    expect(exclusionEndsAt({ selfExclusion: null })).toBeNull();
    expect(exclusionEndsAt({ selfExclusion: "2026-13-45" })).toBeNull();
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
