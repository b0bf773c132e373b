import type { Player } from "../players/player.ts";
import type { ServerContext } from "../server-context.ts";
import { racesOf, type PlayerRaceWire } from "./tournaments.ts";

/** The player's statistics as `GET /api/user/player-stats` answers them. */
export interface PlayerStatsWire {
  joinedOn: string;
  totalBets: number;
  wins: number;
  losses: number;
  gamesPlayed: number;
  latestRaces: PlayerRaceWire[];
}

/**
 * A player's statistics from their own rounds (`docs/features.md`, "Player statistics"): bets
 * placed, those that paid a win and those that did not, the distinct games they named, and the
 * races the player has a place in.
 */
export function playerStatsOf(ctx: ServerContext, player: Player): PlayerStatsWire {
  const rounds = ctx.store.transactions.roundCounts(player.id);
  return {
    joinedOn: player.createdAt,
    totalBets: rounds.rounds,
    wins: rounds.won,
    losses: rounds.rounds - rounds.won,
    gamesPlayed: rounds.games,
    latestRaces: racesOf(ctx, player),
  };
}
