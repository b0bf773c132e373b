import * as v from "valibot";
import { idSchema, maybe, moneySchema, successField } from "./common";

/**
 * A tournament or race: its window (ISO date-times), what it ranks players by, its prize pool and
 * the prize as it stands. Its state (starts in, running, ended) is the domain's
 * `tournamentState(tournament, now)`, so it is never stale.
 */
export const tournamentSchema = v.looseObject({
  id: idSchema,
  name: v.string(),
  /** `tournament` or `race` (a race ranks by a short window's wagering). */
  kind: maybe(v.string()),
  startsAt: v.string(),
  endsAt: v.string(),
  /** What ranks the players, e.g. `wagered`. */
  rankingMetric: maybe(v.string()),
  prizePool: maybe(moneySchema),
  currentPrize: maybe(moneySchema),
  currencyCode: maybe(v.string()),
});
/** A tournament or race. */
export type Tournament = v.InferOutput<typeof tournamentSchema>;

/** GET get-tournaments: `{ success, data: { rows: Tournament[] } }`. */
export const tournamentsResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ rows: v.array(tournamentSchema) }),
});
/** Parsed tournament list. */
export type TournamentsResponse = v.InferOutput<typeof tournamentsResponseSchema>;

/** One row of a leaderboard; `user` is null for a player in ghost mode. */
export const leaderboardRowSchema = v.looseObject({
  rank: v.number(),
  user: maybe(v.string()),
  wagered: moneySchema,
  gamesPlayed: v.number(),
  prize: maybe(moneySchema),
  /** The row is the signed-in player's own. */
  isOwn: maybe(v.boolean()),
});
/** A leaderboard row. */
export type LeaderboardRow = v.InferOutput<typeof leaderboardRowSchema>;

/** GET get-tournament-leaderboard: the top rows and, for a signed-in entrant, their own position. */
export const leaderboardResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ rows: v.array(leaderboardRowSchema), own: maybe(leaderboardRowSchema) }),
});
/** Parsed leaderboard. */
export type LeaderboardResponse = v.InferOutput<typeof leaderboardResponseSchema>;
