import type { LimitEntry } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { jurisdictionProfile } from "@casino/domain";
import { betSizeLimitsOf, limitPeriodsOf, sessionLimitMinutesOf } from "./limit-periods.js";

const PROFILE = jurisdictionProfile("default");

describe("limitPeriodsOf", () => {
  it("keeps one kind's period limits with what is used and a pending raise", () => {
    const limits: LimitEntry[] = [
      { type: "deposit", period: 0, amount: 100, used: 60 },
      { type: "deposit", period: 2, amount: 500, used: 0, pendingAmount: 900, pendingUntil: "2026-03-05T12:00:00Z" },
      { type: "loss", period: 0, amount: 20, used: 5 },
    ];
    expect(limitPeriodsOf(limits, "deposit", PROFILE)).toEqual([
      {
        period: "daily",
        amount: 100,
        used: 60,
        pendingAmount: null,
        pendingRemoval: false,
        pendingUntil: null,
        notice: 50,
      },
      {
        period: "monthly",
        amount: 500,
        used: 0,
        pendingAmount: 900,
        pendingRemoval: false,
        pendingUntil: new Date("2026-03-05T12:00:00Z"),
        notice: null,
      },
    ]);
  });

  it("leaves out the per-bet limits, which have no period", () => {
    expect(limitPeriodsOf([{ type: "bet", maxBet: 5, minBet: 1 }], "bet", PROFILE)).toEqual([]);
  });

  it("reads a missing used amount as nothing used", () => {
    expect(limitPeriodsOf([{ type: "loss", period: 1, amount: 50 }], "loss", PROFILE)).toMatchObject([{ used: 0 }]);
  });

  it("tells nothing of a bet limit's use: the notices are for deposit and loss limits", () => {
    expect(limitPeriodsOf([{ type: "bet", period: 0, amount: 10, used: 10 }], "bet", PROFILE)).toMatchObject([
      { notice: null },
    ]);
  });
});

describe("sessionLimitMinutesOf", () => {
  it("reads the session time limit in minutes, or none", () => {
    expect(sessionLimitMinutesOf([{ type: "session-time", value: 120, unit: "minutes" }])).toBe(120);
    expect(sessionLimitMinutesOf([{ type: "deposit", period: 0, amount: 5 }])).toBeNull();
  });
});

describe("betSizeLimitsOf", () => {
  it("reads the maximum and minimum bet of the per-bet entry, none where it is missing", () => {
    const limits: LimitEntry[] = [
      { type: "bet", period: 1, amount: 300 },
      { type: "bet", maxBet: 5, minBet: null },
    ];
    expect(betSizeLimitsOf(limits)).toEqual({ maxBet: 5, minBet: null });
    expect(betSizeLimitsOf([{ type: "bet", period: 0, amount: 30 }])).toEqual({ maxBet: null, minBet: null });
  });
});
