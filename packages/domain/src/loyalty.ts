/** How far a player is through the current loyalty level, for a progress bar. */
export interface LoyaltyProgress {
  /** Points earned in this level so far (the player's points). */
  value: number;
  /** Points this level needs in all: the points earned plus the points until the next level. */
  max: number;
  /** `value / max` as a whole percentage, 0 to 100 (100 when nothing is left to earn). */
  percent: number;
}

function points(value: number | null | undefined): number {
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The progress bar of the loyalty block (see docs/features.md, "Profile"): the player's points
 * against the points of the level (theirs plus those until the next level). Missing or negative
 * figures count as 0; a player with nothing left to earn is at 100 %.
 *
 * @example loyaltyProgress({ points: 250, pointsUntilNextLevel: 750 }) // { value: 250, max: 1000, percent: 25 }
 * @example loyaltyProgress({ points: 0, pointsUntilNextLevel: 0 }) // { value: 0, max: 0, percent: 100 }
 */
// @__NO_SIDE_EFFECTS__
export function loyaltyProgress(loyalty: {
  points?: number | null;
  pointsUntilNextLevel?: number | null;
}): LoyaltyProgress {
  const value = points(loyalty.points);
  const left = points(loyalty.pointsUntilNextLevel);
  const max = value + left;
  return { value, max, percent: left === 0 ? 100 : Math.floor((value * 100) / max) };
}
