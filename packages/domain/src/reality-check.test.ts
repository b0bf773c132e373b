import { describe, expect, it } from "vitest";
import { jurisdictionProfile } from "./jurisdiction";
import {
  isRealityCheckDue,
  nextRealityCheckAt,
  realityCheckChoice,
  realityCheckIntervalMs,
  sessionSummary,
} from "./reality-check";

const START = new Date("2026-03-01T10:00:00Z");

describe("sessionSummary (the net position stream)", () => {
  it("adds wins and takes stakes since the session started, in whole cents", () => {
    const movements = [
      { type: "debit", amount: 0.1, at: "2026-03-01T10:01:00Z" },
      { type: "debit", amount: 0.2, at: "2026-03-01T10:02:00Z" },
      { type: "credit", amount: 1, at: new Date("2026-03-01T10:03:00Z") },
    ] as const;
    expect(sessionSummary(movements, START, new Date("2026-03-01T10:10:00Z"))).toEqual({
      elapsedMs: 600_000,
      netPosition: 0.7,
      staked: 0.3,
      won: 1,
    });
  });

  it("leaves out what came before the session, after now, or with an unreadable date", () => {
    const movements = [
      { type: "debit", amount: 50, at: "2026-03-01T09:59:59Z" },
      { type: "debit", amount: 5, at: "not a date" },
      { type: "credit", amount: 9, at: "2026-03-01T10:30:01Z" },
      { type: "debit", amount: 2, at: "2026-03-01T10:00:00Z" },
    ] as const;
    expect(sessionSummary(movements, START, new Date("2026-03-01T10:30:00Z")).netPosition).toBe(-2);
  });

  it("starts at nothing", () => {
    expect(sessionSummary([], START, START)).toEqual({ elapsedMs: 0, netPosition: 0, staked: 0, won: 0 });
  });
});

describe("the reality check's timing", () => {
  const hour = realityCheckIntervalMs(jurisdictionProfile("uk"), null);

  it("is due one interval after the start, then one after each acknowledgement", () => {
    expect(isRealityCheckDue(START, null, hour, new Date("2026-03-01T10:59:59Z"))).toBe(false);
    expect(isRealityCheckDue(START, null, hour, new Date("2026-03-01T11:00:00Z"))).toBe(true);
    expect(nextRealityCheckAt(START, new Date("2026-03-01T11:02:00Z"), hour)).toEqual(new Date("2026-03-01T12:02:00Z"));
  });

  it("never shows without an interval", () => {
    expect(isRealityCheckDue(START, null, null, new Date("2027-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("realityCheckChoice", () => {
  it("reads the interval the player chose from their limits, and none as the market's default", () => {
    expect(
      realityCheckChoice([
        { type: "deposit", value: null },
        { type: "reality-check", value: 15 },
      ]),
    ).toBe(15);
    expect(realityCheckChoice([{ type: "session-time", value: 60 }])).toBeNull();
    expect(realityCheckChoice(undefined)).toBeNull();
  });

  it("makes the chosen interval the check's, where the market offers it", () => {
    const chosen = realityCheckChoice([{ type: "reality-check", value: 30 }]);
    expect(realityCheckIntervalMs(jurisdictionProfile("default"), chosen)).toBe(30 * 60_000);
  });
});
