import { tournamentState, type TournamentWindow } from "@casino/domain";

/**
 * The tournaments whose leaderboard the tournaments page shows at `now`: the running and the ended
 * ones (one coming has no board yet). The page reads these boards on the server, the content draws
 * them: one rule for both.
 */
export function shownLeaderboards<T extends TournamentWindow>(tournaments: readonly T[], now: Date): T[] {
  return tournaments.filter((tournament) => tournamentState(tournament, now) !== "upcoming");
}
