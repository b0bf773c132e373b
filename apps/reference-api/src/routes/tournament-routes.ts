import { DEFAULT_PATHS } from "@casino/api-client";
import type { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../http/app-env.ts";
import { optionalPlayer, requirePlayer } from "../http/auth.ts";
import { positiveIntegerQuery } from "../http/paging.ts";
import { readQuery } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { playerStatsOf } from "../services/player-stats.ts";
import { leaderboardOf, tournamentsOf } from "../services/tournaments.ts";

const leaderboardQuerySchema = v.looseObject({ tournamentId: positiveIntegerQuery(0) });

/**
 * Tournaments and races, their leaderboards, and the player's statistics with the races they have
 * a place in (`docs/features.md`, "Tournaments and races", "Player statistics").
 */
export function registerTournamentRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.tournaments, (c) => c.json({ success: true, data: { rows: tournamentsOf(ctx) } }));

  app.get(DEFAULT_PATHS.tournamentLeaderboard, (c) => {
    const { tournamentId } = readQuery(c, leaderboardQuerySchema);
    return c.json({ success: true, data: leaderboardOf(ctx, tournamentId, optionalPlayer(c, ctx)) });
  });

  app.get(DEFAULT_PATHS.playerStats, (c) => c.json({ success: true, data: playerStatsOf(ctx, requirePlayer(c, ctx)) }));
}
