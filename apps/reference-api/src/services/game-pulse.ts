import {
  GAME_PULSE_BUCKET_MS,
  GAME_PULSE_BUCKETS,
  GAME_PULSE_RECENT_WINS,
  gamePulseBuckets,
  type GamePulseBucket,
} from "@casino/domain";
import { wireAmount } from "../money.ts";
import { publicName } from "../players/public-name.ts";
import type { ServerContext } from "../server-context.ts";
import { currencyOf } from "./wallet.ts";

/** One of a game's latest wins as the wire carries it; `player` is null for a player in ghost mode. */
export interface GamePulseWinWire {
  player: string | null;
  amount: number;
  currencyCode: string;
  at: string;
}

/**
 * A game's pulse (`docs/features.md`, "Game Pulse"): its rounds over the last seven days, a bar a
 * day (the domain's `gamePulseBuckets`), and its latest wins, newest first, each in the winner's
 * currency (the demo converts none) and named as on a leaderboard.
 */
export function gamePulseOf(
  ctx: ServerContext,
  gameSlug: string,
): { buckets: GamePulseBucket[]; recentWins: GamePulseWinWire[] } {
  const now = ctx.clock.now();
  const from = new Date(now.getTime() - GAME_PULSE_BUCKETS * GAME_PULSE_BUCKET_MS);
  const rounds = ctx.store.transactions.gameRoundsBetween(gameSlug, from.toISOString(), now.toISOString());
  const buckets = gamePulseBuckets(
    rounds.map((round) => ({ at: Date.parse(round.at), win: round.winMinor })),
    now.getTime(),
  );
  const recentWins = rounds
    .filter((round) => round.winMinor > 0)
    .slice(-GAME_PULSE_RECENT_WINS)
    .reverse()
    .map((round): GamePulseWinWire => {
      const player = ctx.store.players.byId(round.playerId);
      const currencyCode = currencyOf(ctx, round.playerId);
      return {
        player: player && !player.profile.ghostMode ? publicName(player) : null,
        amount: wireAmount(round.winMinor, currencyCode),
        currencyCode,
        at: round.at,
      };
    });
  return { buckets, recentWins };
}
