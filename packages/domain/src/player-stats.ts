/**
 * How many of the player's latest races the statistics page lists (see docs/features.md, "Player
 * statistics"). The back end may send more; the page shows the first ones, in the order sent.
 */
export const PLAYER_STATS_LATEST_RACES = 5;

/**
 * The share of the player's bets that won, as a whole percent rounded to the nearest, for the
 * statistics page's wins bar and its sentence. `null` when there is no bet to share (no bets, or a
 * count that is not a positive number). A count the back end got wrong cannot draw an impossible
 * bar: wins above the bets count as every bet won, negative wins as none.
 *
 * @example winShare(488, 1284) // 38
 * @example winShare(0, 0) // null
 */
// @__NO_SIDE_EFFECTS__
export function winShare(wins: number, totalBets: number): number | null {
  if (!Number.isFinite(totalBets) || totalBets <= 0) return null;
  const won = Number.isFinite(wins) ? Math.min(Math.max(wins, 0), totalBets) : 0;
  return Math.round((won * 100) / totalBets);
}
