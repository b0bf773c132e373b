import { describe, expect, it } from "vitest";
import { mayStakeMoney } from "./stake-money";

const now = new Date("2026-03-04T12:00:00Z");

describe("mayStakeMoney", () => {
  it("lets a player without an exclusion stake money", () => {
    expect(mayStakeMoney({ userLimit: null }, now)).toEqual({ allowed: true });
    expect(mayStakeMoney({}, now)).toEqual({ allowed: true });
    expect(mayStakeMoney(null, now)).toEqual({ allowed: true });
  });

  it("refuses a self-excluded player and says until when, to the minute", () => {
    expect(mayStakeMoney({ userLimit: { selfExclusion: "2026-09-01T10:30:00.000Z" } }, now)).toEqual({
      allowed: false,
      reason: "self-exclusion",
      permanent: false,
      until: new Date("2026-09-01T10:30:00.000Z"),
    });
  });

  // One test per length the limits page offers: each opens again when its length is over, not at the end of its last day.
  it.each([
    ["1 hour", "2026-03-04T13:00:00.000Z"],
    ["12 hours", "2026-03-05T00:00:00.000Z"],
    ["1 day", "2026-03-05T12:00:00.000Z"],
    ["a custom 10 days", "2026-03-14T12:00:00.000Z"],
    ["a custom 2 months", "2026-05-04T12:00:00.000Z"],
  ])("closes staking for %s and opens it again when it ends", (_length, end) => {
    const player = { userLimit: { selfExclusion: end } };
    const endsAt = new Date(end);
    expect(mayStakeMoney(player, now)).toMatchObject({ allowed: false, until: endsAt });
    expect(mayStakeMoney(player, new Date(endsAt.getTime() - 60_000)).allowed).toBe(false);
    expect(mayStakeMoney(player, endsAt)).toEqual({ allowed: true });
  });

  it("refuses a permanent exclusion with no end", () => {
    expect(mayStakeMoney({ userLimit: { isSelfExclusionPermanent: true, selfExclusion: "2000-01-01" } }, now)).toEqual({
      allowed: false,
      reason: "self-exclusion",
      permanent: true,
      until: null,
    });
  });

  it("reads a back end's bare day through that day in the player's zone", () => {
    const lateEveningUtc = new Date("2026-03-04T23:30:00Z");
    const player = { userLimit: { selfExclusion: "2026-03-04" } };
    expect(mayStakeMoney(player, lateEveningUtc, "UTC")).toMatchObject({
      allowed: false,
      until: new Date("2026-03-05T00:00:00Z"),
    });
    expect(mayStakeMoney(player, lateEveningUtc, "Europe/Berlin").allowed).toBe(true);
  });

  it("names a freeze and a time-out as the reason, so the page says which protection holds", () => {
    const freeze = { selfExclusion: "2026-03-06T12:00:00Z", exclusionKind: "freeze" } as const;
    expect(mayStakeMoney({ userLimit: freeze }, now)).toEqual({
      allowed: false,
      reason: "freeze",
      permanent: false,
      until: new Date("2026-03-06T12:00:00Z"),
    });
    expect(
      mayStakeMoney({ userLimit: { selfExclusion: "2026-03-05T12:00:00Z", exclusionKind: "time-out" } }, now),
    ).toMatchObject({ allowed: false, reason: "time-out" });
  });

  it("opens staking again once a freeze or time-out has ended", () => {
    expect(
      mayStakeMoney({ userLimit: { selfExclusion: "2026-03-04T11:59:00Z", exclusionKind: "freeze" } }, now),
    ).toEqual({ allowed: true });
    expect(
      mayStakeMoney({ userLimit: { selfExclusion: "2026-03-04T12:00:00Z", exclusionKind: "time-out" } }, now),
    ).toEqual({ allowed: true });
  });

  it("reads an exclusion of an unknown kind as a self-exclusion", () => {
    const limit = { selfExclusion: "2026-09-01T12:00:00Z", exclusionKind: "cool-down" as never };
    expect(mayStakeMoney({ userLimit: limit }, now)).toMatchObject({ allowed: false, reason: "self-exclusion" });
  });
});
