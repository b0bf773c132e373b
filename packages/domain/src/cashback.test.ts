import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyWalletEventToNgr,
  cashbackPayout,
  cashbackRemainingMs,
  isCashbackCardHidden,
  nextCashbackReset,
} from "./cashback";

describe("nextCashbackReset", () => {
  it("resets at the coming half hour", () => {
    expect(nextCashbackReset(new Date("2026-03-01T10:12:34Z")).toISOString()).toBe("2026-03-01T10:30:00.000Z");
  });

  it("moves on to the next mark when now is exactly on one", () => {
    expect(nextCashbackReset(new Date("2026-03-01T10:30:00Z")).toISOString()).toBe("2026-03-01T11:00:00.000Z");
  });

  it("resets at :00 from the last minute of a half hour", () => {
    expect(nextCashbackReset(new Date("2026-03-01T10:59:59.999Z")).toISOString()).toBe("2026-03-01T11:00:00.000Z");
  });

  it("resets at :30 from the first minute of a half hour", () => {
    expect(nextCashbackReset(new Date("2026-03-01T10:00:00.001Z")).toISOString()).toBe("2026-03-01T10:30:00.000Z");
  });

  it("crosses midnight into the next day", () => {
    expect(nextCashbackReset(new Date("2026-12-31T23:45:00Z")).toISOString()).toBe("2027-01-01T00:00:00.000Z");
  });

  it("falls on a local :30 mark in a half-hour zone such as India (UTC+5:30)", () => {
    // 10:12 in Kolkata is 04:42Z; the next mark 05:00Z is 10:30 there.
    expect(nextCashbackReset(new Date("2026-03-01T04:42:00Z")).toISOString()).toBe("2026-03-01T05:00:00.000Z");
  });

  it("is always after now and at most 30 minutes away", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }),
        (now) => {
          const reset = nextCashbackReset(now);
          expect(reset.getTime()).toBeGreaterThan(now.getTime());
          expect(reset.getTime() - now.getTime()).toBeLessThanOrEqual(30 * 60_000);
          expect(reset.getUTCMinutes() % 30).toBe(0);
          expect(reset.getUTCSeconds()).toBe(0);
          expect(reset.getUTCMilliseconds()).toBe(0);
        },
      ),
    );
  });
});

describe("cashbackRemainingMs", () => {
  it("shows one second left in the last second of a half hour", () => {
    expect(cashbackRemainingMs(new Date("2026-03-01T10:29:59Z"))).toBe(1000);
  });

  it("shows a full 30 minutes exactly on a mark", () => {
    expect(cashbackRemainingMs(new Date("2026-03-01T10:30:00Z"))).toBe(30 * 60_000);
  });
});

describe("isCashbackCardHidden", () => {
  it("hides the card for lulu and wincraft, in any case", () => {
    expect(isCashbackCardHidden("lulu")).toBe(true);
    expect(isCashbackCardHidden("WinCraft")).toBe(true);
  });

  it("shows the card for other or missing themes", () => {
    expect(isCashbackCardHidden("curacao")).toBe(false);
    expect(isCashbackCardHidden(null)).toBe(false);
    expect(isCashbackCardHidden(undefined)).toBe(false);
    expect(isCashbackCardHidden("")).toBe(false);
  });
});

describe("cashbackPayout", () => {
  it("pays ngr times percent, 10 meaning 10 %", () => {
    expect(cashbackPayout({ ngr: 200, percent: 10 })).toBe(20);
    expect(cashbackPayout({ ngr: 123.45, percent: 10 })).toBe(12.35);
  });

  it("pays nothing to a player who is ahead or when data is missing", () => {
    expect(cashbackPayout({ ngr: -50, percent: 10 })).toBe(0);
    expect(cashbackPayout({ ngr: null, percent: 10 })).toBe(0);
    expect(cashbackPayout({ ngr: 100, percent: null })).toBe(0);
    expect(cashbackPayout({})).toBe(0);
  });

  it("never shows float drift such as 0.30000000000000004", () => {
    expect(cashbackPayout({ ngr: 3, percent: 10 })).toBe(0.3);
    expect(cashbackPayout({ ngr: 0.7, percent: 10 })).toBe(0.07);
  });
});

describe("applyWalletEventToNgr", () => {
  it("adds a debit (stake) and takes off a credit (win)", () => {
    expect(applyWalletEventToNgr(10, { type: "debit", amount: 2.5 })).toBe(12.5);
    expect(applyWalletEventToNgr(10, { type: "credit", amount: 2.5 })).toBe(7.5);
  });

  it("lets ngr go below zero when wins exceed stakes", () => {
    expect(applyWalletEventToNgr(1, { type: "credit", amount: 3 })).toBe(-2);
  });

  it("does not drift over many small stakes", () => {
    let ngr = 0;
    for (let index = 0; index < 1000; index += 1) ngr = applyWalletEventToNgr(ngr, { type: "debit", amount: 0.1 });
    expect(ngr).toBe(100);
  });
});
