import { describe, expect, it } from "vitest";
import {
  LIMIT_PERIODS,
  betSizeLimitsProblem,
  canChangeBetLimit,
  limitPeriodCode,
  limitPeriodFromCode,
  monthlyWinningsRemaining,
  monthlyWinningsStatus,
  nextBetLimitChangeAt,
} from "./limits";

describe("limit periods", () => {
  it("numbers daily 0, weekly 1, monthly 2", () => {
    expect(LIMIT_PERIODS).toEqual({ daily: 0, weekly: 1, monthly: 2 });
    expect(limitPeriodCode("monthly")).toBe(2);
  });

  it("reads the numbers back, as numbers or text", () => {
    expect(limitPeriodFromCode(0)).toBe("daily");
    expect(limitPeriodFromCode("1")).toBe("weekly");
    for (const code of [3, -1, "", null, undefined, "x"]) expect(limitPeriodFromCode(code)).toBeNull();
  });
});

describe("bet limit changes", () => {
  const last = "2026-03-01T10:00:00Z";

  it("are refused within the hour", () => {
    expect(canChangeBetLimit(last, new Date("2026-03-01T10:59:59.999Z"))).toBe(false);
    expect(nextBetLimitChangeAt(last, new Date("2026-03-01T10:20:00Z"))?.toISOString()).toBe(
      "2026-03-01T11:00:00.000Z",
    );
  });

  it("are allowed exactly an hour later and after", () => {
    expect(canChangeBetLimit(last, new Date("2026-03-01T11:00:00Z"))).toBe(true);
    expect(canChangeBetLimit(new Date(last), new Date("2026-03-02T00:00:00Z"))).toBe(true);
  });

  it("are allowed when the limit was never changed", () => {
    expect(canChangeBetLimit(null, new Date(last))).toBe(true);
    expect(canChangeBetLimit("not a date", new Date(last))).toBe(true);
  });
});

describe("monthlyWinningsRemaining", () => {
  it("counts down from 700 without float drift, never below 0", () => {
    expect(monthlyWinningsRemaining(0)).toBe(700);
    expect(monthlyWinningsRemaining(699.99)).toBe(0.01);
    expect(monthlyWinningsRemaining(700)).toBe(0);
    expect(monthlyWinningsRemaining(950)).toBe(0);
    expect(monthlyWinningsRemaining(100, 1000)).toBe(900);
  });
});

describe("monthlyWinningsStatus", () => {
  it("takes the back end's figures as they are", () => {
    expect(monthlyWinningsStatus({ amount: 700, won: 120.5, left: 579.5 })).toEqual({
      limit: 700,
      won: 120.5,
      left: 579.5,
      reached: false,
    });
  });

  it("works out the limit and what is left where the back end sends only the winnings", () => {
    expect(monthlyWinningsStatus({ won: 699.99 })).toEqual({ limit: 700, won: 699.99, left: 0.01, reached: false });
    expect(monthlyWinningsStatus({ won: 812 })).toEqual({ limit: 700, won: 812, left: 0, reached: true });
  });

  it("shows nothing when the month's winnings are not reported", () => {
    expect(monthlyWinningsStatus(null)).toBeNull();
    expect(monthlyWinningsStatus({ amount: 700 })).toBeNull();
  });
});

describe("betSizeLimitsProblem", () => {
  it("accepts a maximum bet alone, a minimum alone, or both with the minimum not above the maximum", () => {
    expect(betSizeLimitsProblem({ minBet: null, maxBet: 5 })).toBeNull();
    expect(betSizeLimitsProblem({ minBet: 0.5, maxBet: null })).toBeNull();
    expect(betSizeLimitsProblem({ minBet: 5, maxBet: 5 })).toBeNull();
  });

  it("asks for at least one of them", () => {
    expect(betSizeLimitsProblem({ minBet: null, maxBet: null })).toEqual({
      field: "maxBet",
      message: "form.validation.invalid.required",
    });
  });

  it("refuses 0, a negative or an unreadable amount on the field it is in", () => {
    expect(betSizeLimitsProblem({ minBet: null, maxBet: 0 })).toEqual({
      field: "maxBet",
      message: "form.validation.invalid.format",
    });
    expect(betSizeLimitsProblem({ minBet: Number.NaN, maxBet: 5 })).toMatchObject({ field: "minBet" });
    expect(betSizeLimitsProblem({ minBet: -1, maxBet: null })).toMatchObject({ field: "minBet" });
  });

  it("refuses a minimum above the maximum, on the minimum", () => {
    expect(betSizeLimitsProblem({ minBet: 10, maxBet: 5 })).toEqual({
      field: "minBet",
      message: "form.validation.invalid.bet.min.above.max",
    });
  });
});
