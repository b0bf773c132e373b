import { describe, expect, it } from "vitest";
import { winShare } from "./player-stats";

describe("winShare", () => {
  it("gives the share of bets won as a whole percent, rounded to the nearest", () => {
    expect(winShare(488, 1284)).toBe(38);
    expect(winShare(1, 3)).toBe(33);
    expect(winShare(2, 3)).toBe(67);
    expect(winShare(1, 8)).toBe(13);
  });

  it("is 0 with no win and 100 with every bet won", () => {
    expect(winShare(0, 40)).toBe(0);
    expect(winShare(40, 40)).toBe(100);
  });

  it("is null without bets, so no bar is drawn", () => {
    expect(winShare(0, 0)).toBeNull();
    expect(winShare(3, 0)).toBeNull();
    expect(winShare(0, -5)).toBeNull();
    expect(winShare(1, Number.NaN)).toBeNull();
  });

  it("never goes past 100 or below 0 when the counts disagree", () => {
    expect(winShare(12, 10)).toBe(100);
    expect(winShare(-3, 10)).toBe(0);
    expect(winShare(Number.NaN, 10)).toBe(0);
  });
});
