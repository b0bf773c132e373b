import type { LimitEntry } from "@casino/api-client";
import { describe, expect, it } from "vitest";
import { limitPeriodsOf } from "./limit-periods";

describe("limitPeriodsOf", () => {
  it("keeps one kind's period limits with what is used and a pending raise", () => {
    const limits: LimitEntry[] = [
      { type: "deposit", period: 0, amount: 100, used: 60 },
      { type: "deposit", period: 2, amount: 500, used: 0, pendingAmount: 900, pendingUntil: "2026-03-05T12:00:00Z" },
      { type: "loss", period: 0, amount: 20, used: 5 },
    ];
    expect(limitPeriodsOf(limits, "deposit")).toEqual([
      { period: "daily", amount: 100, used: 60, pendingAmount: null, pendingRemoval: false, pendingUntil: null },
      {
        period: "monthly",
        amount: 500,
        used: 0,
        pendingAmount: 900,
        pendingRemoval: false,
        pendingUntil: new Date("2026-03-05T12:00:00Z"),
      },
    ]);
  });

  it("leaves out the per-bet limits, which have no period", () => {
    expect(limitPeriodsOf([{ type: "bet", maxBet: 5, minBet: 1 }], "bet")).toEqual([]);
  });

  it("reads a missing used amount as nothing used", () => {
    expect(limitPeriodsOf([{ type: "loss", period: 1, amount: 50 }], "loss")).toMatchObject([{ used: 0 }]);
  });
});
