import { GAME_BADGES, type GameBadge, type GameSortOption } from "@casino/domain";
import * as v from "valibot";
import { flagSchema, idSchema, maybe, moneySchema, pageSchema, successField } from "./common";

/**
 * A badge as the back end sends it; one a tile does not know how to show (a brand's own) reads as
 * null rather than failing the whole list.
 */
const gameBadgeSchema = v.pipe(
  v.string(),
  v.transform((badge): GameBadge | null => GAME_BADGES.find((known) => known === badge) ?? null),
);

/**
 * A game as the lobby, the home page's rails and the game page read it: the game details of the
 * spec (name, provider, bonus compatible, min and max bet, max multiplier, bonus buy, RTP) and what
 * a tile needs. `id`, `slug` and `name` are required: a tile links by slug and shows the name.
 */
export const gameSchema = v.looseObject({
  id: idSchema,
  slug: v.string(),
  name: v.string(),
  /** The provider's name. */
  provider: maybe(v.string()),
  providerSlug: maybe(v.string()),
  thumbnailUrl: maybe(v.string()),
  /** Slugs of the lobby categories the game is in. */
  categories: maybe(v.array(v.string())),
  /** Return to player, in percent (96.5). */
  rtp: maybe(moneySchema),
  minBet: maybe(moneySchema),
  maxBet: maybe(moneySchema),
  maxMultiplier: maybe(v.number()),
  bonusCompatible: maybe(flagSchema),
  bonusBuy: maybe(flagSchema),
  demoAvailable: maybe(flagSchema),
  /** `yyyy-MM-dd`. */
  releaseDate: maybe(v.string()),
  popularity: maybe(v.number()),
  badge: maybe(gameBadgeSchema),
  /** Country codes where the game may not be played. */
  restrictedCountries: maybe(v.array(v.string())),
});
/** A game. */
export type Game = v.InferOutput<typeof gameSchema>;

/** GET /api/admin/get-games: `{ success, data: { count, rows: Game[] } }`. */
export const gamesResponseSchema = v.looseObject({ success: successField, data: pageSchema(gameSchema) });
/** Parsed page of games. */
export type GamesResponse = v.InferOutput<typeof gamesResponseSchema>;

/** GET /api/admin/get-game?slug: `{ success, data: Game }`. */
export const gameResponseSchema = v.looseObject({ success: successField, data: gameSchema });
/** Parsed game. */
export type GameResponse = v.InferOutput<typeof gameResponseSchema>;

/** A game provider, with how many games it has in the catalogue. */
export const gameProviderSchema = v.looseObject({
  slug: v.string(),
  name: v.string(),
  logoUrl: maybe(v.string()),
  gameCount: maybe(v.number()),
});
/** A game provider. */
export type GameProvider = v.InferOutput<typeof gameProviderSchema>;

/** GET /api/admin/get-providers: `{ success, data: { rows: GameProvider[] } }`. */
export const gameProvidersResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ rows: v.array(gameProviderSchema) }),
});
/** Parsed provider list. */
export type GameProvidersResponse = v.InferOutput<typeof gameProvidersResponseSchema>;

/** What a game list asks for; every field is optional. */
export type GamesQuery = {
  /** A lobby category's slug. */
  category?: string | undefined;
  /** A provider's slug. */
  provider?: string | undefined;
  /** Part of a game's or a provider's name. */
  search?: string | undefined;
  /**
   * One of the domain's `SORTING_OPTIONS`; when absent, the back end's default (`popular`), and
   * the player's own order (newest first) for Favourites and Recent.
   */
  sort?: GameSortOption | undefined;
  pageNo?: number | undefined;
  /** Games a page; `PAGE_SIZE` (24) when absent. */
  limit?: number | undefined;
  locale?: string | undefined;
};

/** A game of the player's own lists, as a favourite change or an opened game names it. */
export const playerGameRequestSchema = v.object({
  gameId: v.pipe(v.number("gameId must be a number"), v.integer("gameId must be a whole number"), v.minValue(1)),
});
/** `{ gameId }` of a favourite change or an opened game. */
export type PlayerGameRequest = v.InferOutput<typeof playerGameRequestSchema>;

/**
 * The ids of one of the player's own game lists, newest first: the favourites (get-favorite-games,
 * add-favorite-game, remove-favorite-game) or the recent games (game-opened).
 */
export const playerGameIdsResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ gameIds: v.array(v.number()) }),
});
/** Parsed list of game ids. */
export type PlayerGameIdsResponse = v.InferOutput<typeof playerGameIdsResponseSchema>;
