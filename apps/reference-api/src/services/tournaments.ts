import { PRIZE_SHARES, type SeedEntrant, type SeedTournament } from "../seed/tournaments.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { ServerContext } from "../server-context.ts";
import { ApiFailure } from "../http/api-failure.ts";
import type { Player } from "../players/player.ts";

/** A leaderboard row as `get-tournament-leaderboard` answers it. */
export interface LeaderboardRowWire {
  rank: number;
  user: string | null;
  wagered: number;
  gamesPlayed: number;
  prize: number | null;
  isOwn: boolean;
}

/** How many rows a leaderboard lists before the player's own. */
export const LEADERBOARD_TOP = 10;

/** The tournaments as stored now. */
export function tournamentsOf(ctx: ServerContext): SeedTournament[] {
  return ctx.store.catalog.get<SeedTournament[]>(CATALOG.tournaments);
}

/** How a player is named on a leaderboard: their nickname, else their first name and last initial. */
function boardName(player: Player): string {
  const { nickname, firstName, lastName } = player.profile;
  if (nickname) return nickname;
  return [firstName ?? "Player", lastName ? `${lastName.charAt(0)}.` : ""].filter(Boolean).join(" ");
}

/**
 * A tournament's leaderboard, ranked by wagering (ties by games played), each of the top ranks
 * with its share of the current prize; the asking player's row marked and answered as `own`.
 */
export function leaderboardOf(
  ctx: ServerContext,
  tournamentId: number,
  asking: Player | undefined,
): { rows: LeaderboardRowWire[]; own: LeaderboardRowWire | null } {
  const tournament = tournamentsOf(ctx).find((entry) => entry.id === tournamentId);
  if (!tournament) throw new ApiFailure(404, "NOT_FOUND", `No tournament ${String(tournamentId)}`);
  const entrants = ctx.store.catalog
    .get<SeedEntrant[]>(CATALOG.tournamentEntrants)
    .filter((entrant) => entrant.tournamentId === tournamentId)
    .sort((a, b) => b.wagered - a.wagered || b.gamesPlayed - a.gamesPlayed);
  const rows = entrants.map((entrant, index): LeaderboardRowWire => {
    const player = entrant.email === undefined ? undefined : ctx.store.players.byEmail(entrant.email);
    const share = PRIZE_SHARES[index];
    return {
      rank: index + 1,
      // A player in ghost mode is on the board without a name (the site says "Hidden player").
      user: player ? (player.profile.ghostMode ? null : boardName(player)) : (entrant.name ?? null),
      wagered: entrant.wagered,
      gamesPlayed: entrant.gamesPlayed,
      prize: share === undefined ? null : Math.round(tournament.currentPrize * share * 100) / 100,
      isOwn: player !== undefined && asking !== undefined && player.id === asking.id,
    };
  });
  return { rows: rows.slice(0, LEADERBOARD_TOP), own: rows.find((row) => row.isOwn) ?? null };
}
