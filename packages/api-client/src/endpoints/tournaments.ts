import type { HttpCore } from "../core/http-core";
import type { CallOptions } from "../core/request-options";
import { leaderboardResponseSchema, tournamentsResponseSchema } from "../schemas/tournaments";

/** Tournaments and races: the list (public) and a leaderboard (the player's own row with the token). */
export function tournamentsEndpoints(core: HttpCore) {
  return {
    /** GET /api/admin/get-tournaments: every tournament and race, running, upcoming and ended. */
    list(options: CallOptions = {}) {
      return core.request({ endpoint: "tournaments", method: "get", schema: tournamentsResponseSchema, ...options });
    },
    /**
     * GET /api/admin/get-tournament-leaderboard?tournamentId: the top rows; with the token, the
     * player's own row is marked (`isOwn`) and answered as `own` even below the top.
     */
    leaderboard(tournamentId: number | string, options: CallOptions = {}) {
      return core.request({
        endpoint: "tournamentLeaderboard",
        method: "get",
        schema: leaderboardResponseSchema,
        searchParams: { tournamentId },
        ...options,
      });
    },
  };
}

/** The tournament calls of a client. */
export type TournamentsEndpoints = ReturnType<typeof tournamentsEndpoints>;
