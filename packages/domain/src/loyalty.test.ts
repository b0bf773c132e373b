import { describe, expect, it } from "vitest";
import { loyaltyProgress } from "./loyalty";

describe("loyaltyProgress", () => {
  it("puts the player's points against the points of the level", () => {
    expect(loyaltyProgress({ points: 250, pointsUntilNextLevel: 750 })).toEqual({ value: 250, max: 1000, percent: 25 });
  });

  it("rounds down, so the bar never shows a level as reached before it is", () => {
    expect(loyaltyProgress({ points: 999, pointsUntilNextLevel: 1 }).percent).toBe(99);
  });

  it("is full when nothing is left to earn, and empty for a newcomer", () => {
    expect(loyaltyProgress({ points: 5000, pointsUntilNextLevel: 0 }).percent).toBe(100);
    expect(loyaltyProgress({ points: null, pointsUntilNextLevel: 100 })).toEqual({ value: 0, max: 100, percent: 0 });
  });

  it("reads a negative figure as 0", () => {
    expect(loyaltyProgress({ points: -5, pointsUntilNextLevel: 10 })).toEqual({ value: 0, max: 10, percent: 0 });
  });
});
