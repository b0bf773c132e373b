import { describe, expect, it } from "vitest";
import { mayStakeMoney } from "./stake-money";

const now = new Date("2026-03-04T12:00:00Z");

describe("mayStakeMoney", () => {
  it("lets a player without an exclusion stake money", () => {
    expect(mayStakeMoney({ userLimit: null }, now)).toEqual({ allowed: true });
    expect(mayStakeMoney({}, now)).toEqual({ allowed: true });
    expect(mayStakeMoney(null, now)).toEqual({ allowed: true });
  });

  it("refuses a self-excluded player and says until which day", () => {
    expect(mayStakeMoney({ userLimit: { selfExclusion: "2026-09-01" } }, now)).toEqual({
      allowed: false,
      reason: "self-exclusion",
      permanent: false,
      until: "2026-09-01",
    });
  });

  it("refuses through the exclusion's last day and allows the day after", () => {
    expect(mayStakeMoney({ userLimit: { selfExclusion: "2026-03-04" } }, now).allowed).toBe(false);
    expect(mayStakeMoney({ userLimit: { selfExclusion: "2026-03-03" } }, now).allowed).toBe(true);
  });

  it("refuses a permanent exclusion with no end day", () => {
    expect(mayStakeMoney({ userLimit: { isSelfExclusionPermanent: true, selfExclusion: "2000-01-01" } }, now)).toEqual({
      allowed: false,
      reason: "self-exclusion",
      permanent: true,
      until: null,
    });
  });

  it("reads the last day in the player's zone", () => {
    const lateEveningUtc = new Date("2026-03-04T23:30:00Z");
    const player = { userLimit: { selfExclusion: "2026-03-04" } };
    expect(mayStakeMoney(player, lateEveningUtc, "UTC").allowed).toBe(false);
    expect(mayStakeMoney(player, lateEveningUtc, "Europe/Berlin").allowed).toBe(true);
    // A date-time ends on the day it falls on in the zone.
    expect(mayStakeMoney({ userLimit: { selfExclusion: "2026-03-04T23:30:00Z" } }, now, "Europe/Berlin")).toMatchObject(
      { until: "2026-03-05" },
    );
  });

  it("names a freeze and a time-out as the reason, so the page says which protection holds", () => {
    expect(mayStakeMoney({ userLimit: { selfExclusion: "2026-03-06", exclusionKind: "freeze" } }, now)).toEqual({
      allowed: false,
      reason: "freeze",
      permanent: false,
      until: "2026-03-06",
    });
    expect(mayStakeMoney({ userLimit: { selfExclusion: "2026-03-05", exclusionKind: "time-out" } }, now)).toMatchObject(
      { allowed: false, reason: "time-out" },
    );
  });

  it("opens staking again the day after a freeze or time-out ends", () => {
    expect(mayStakeMoney({ userLimit: { selfExclusion: "2026-03-03", exclusionKind: "freeze" } }, now)).toEqual({
      allowed: true,
    });
    expect(mayStakeMoney({ userLimit: { selfExclusion: "2026-03-03", exclusionKind: "time-out" } }, now)).toEqual({
      allowed: true,
    });
  });

  it("reads an exclusion of an unknown kind as a self-exclusion", () => {
    const limit = { selfExclusion: "2026-09-01", exclusionKind: "cool-down" as never };
    expect(mayStakeMoney({ userLimit: limit }, now)).toMatchObject({ allowed: false, reason: "self-exclusion" });
  });
});
