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
});
