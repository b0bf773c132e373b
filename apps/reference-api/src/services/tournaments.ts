import { PRIZE_SHARES, type SeedEntrant, type SeedTournament } from "../seed/tournaments.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { ServerContext } from "../server-context.ts";
import { ApiFailure } from "../http/api-failure.ts";
import type { Player } from "../players/player.ts";
import { publicName } from "../players/public-name.ts";
import { wireAmount } from "../money.ts";
import { currencyOf } from "./wallet.ts";

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

/** One place on a tournament's board: a real player, or a seeded name standing for another brand's. */
interface Standing {
  player: Player | undefined;
  name: string | null;
  /** In the tournament's currency, as the board shows it. */
  wagered: number;
  gamesPlayed: number;
}

/**
 * A tournament's standings, best first (wagering, ties by games played): the seeded entrants,
 * with what real players staked in its window so far added (`docs/features.md`, "Tournaments and
 * races"). Stakes count at face value whatever the player's currency: the demo converts nothing.
 */
function standingsOf(ctx: ServerContext, tournament: SeedTournament): Standing[] {
  const standings = new Map<string, Standing>();
  for (const entrant of ctx.store.catalog.get<SeedEntrant[]>(CATALOG.tournamentEntrants)) {
    if (entrant.tournamentId !== tournament.id) continue;
    const player = entrant.email === undefined ? undefined : ctx.store.players.byEmail(entrant.email);
    standings.set(player ? `player:${String(player.id)}` : `name:${entrant.name ?? ""}`, {
      player,
      name: entrant.name ?? null,
      wagered: entrant.wagered,
      gamesPlayed: entrant.gamesPlayed,
    });
  }
  const nowIso = ctx.clock.now().toISOString();
  const until = tournament.endsAt < nowIso ? tournament.endsAt : nowIso;
  for (const total of ctx.store.transactions.betTotalsBetween(tournament.startsAt, until)) {
    const player = ctx.store.players.byId(total.playerId);
    if (!player) continue;
    const key = `player:${String(player.id)}`;
    const standing = standings.get(key) ?? { player, name: null, wagered: 0, gamesPlayed: 0 };
    standing.wagered =
      Math.round((standing.wagered + wireAmount(total.stakedMinor, currencyOf(ctx, player.id))) * 100) / 100;
    standing.gamesPlayed += total.rounds;
    standings.set(key, standing);
  }
  return [...standings.values()].sort((a, b) => b.wagered - a.wagered || b.gamesPlayed - a.gamesPlayed);
}

function tournamentOrNotFound(ctx: ServerContext, tournamentId: number): SeedTournament {
  const tournament = tournamentsOf(ctx).find((entry) => entry.id === tournamentId);
  if (!tournament) throw new ApiFailure(404, "NOT_FOUND", `No tournament ${String(tournamentId)}`);
  return tournament;
}

/**
 * A tournament's leaderboard, each of the top ranks with its share of the current prize; the
 * asking player's row marked and answered as `own`.
 */
export function leaderboardOf(
  ctx: ServerContext,
  tournamentId: number,
  asking: Player | undefined,
): { rows: LeaderboardRowWire[]; own: LeaderboardRowWire | null } {
  const tournament = tournamentOrNotFound(ctx, tournamentId);
  const rows = standingsOf(ctx, tournament).map((standing, index): LeaderboardRowWire => {
    const { player } = standing;
    const share = PRIZE_SHARES[index];
    return {
      rank: index + 1,
      // A player in ghost mode is on the board without a name (the site says "Hidden player").
      user: player ? (player.profile.ghostMode ? null : publicName(player)) : standing.name,
      wagered: standing.wagered,
      gamesPlayed: standing.gamesPlayed,
      prize: share === undefined ? null : Math.round(tournament.currentPrize * share * 100) / 100,
      isOwn: player !== undefined && asking !== undefined && player.id === asking.id,
    };
  });
  return { rows: rows.slice(0, LEADERBOARD_TOP), own: rows.find((row) => row.isOwn) ?? null };
}

/** A race a player has a place in, as the player's statistics list it. */
export interface PlayerRaceWire {
  id: number;
  name: string;
  /** When it ended, or ends. */
  date: string;
  position: number;
}

/** The races a player has a place in, the latest first, with that place (now, for a running one). */
export function racesOf(ctx: ServerContext, player: Player): PlayerRaceWire[] {
  return tournamentsOf(ctx)
    .filter((tournament) => tournament.kind === "race" && tournament.startsAt <= ctx.clock.now().toISOString())
    .flatMap((race) => {
      const index = standingsOf(ctx, race).findIndex((standing) => standing.player?.id === player.id);
      return index === -1 ? [] : [{ id: race.id, name: race.name, date: race.endsAt, position: index + 1 }];
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}
