import { PAGE_SIZE } from "@casino/domain";
import type { HttpCore } from "../core/http-core";
import type { CallOptions } from "../core/request-options";
import {
  gameProvidersResponseSchema,
  gameResponseSchema,
  gamesResponseSchema,
  playerGameIdsResponseSchema,
  type GamesQuery,
} from "../schemas/games";
import { gamePulseResponseSchema } from "../schemas/game-pulse";

/**
 * The game catalogue: pages of games for the lobby and the home page's rails, one game for its
 * page, and the providers. Games are public: no token is needed, but with one the Favourites and
 * Recent categories list the player's own games. The player's favourites and opened games need
 * the token.
 */
export function gamesEndpoints(core: HttpCore) {
  return {
    /**
     * GET /api/admin/get-games?category&provider&search&sort&pageNo&limit&locale: a page of games
     * (`{ count, rows }`), 24 a page unless `limit` says otherwise.
     */
    list(query: GamesQuery = {}, options: CallOptions = {}) {
      return core.request({
        endpoint: "games",
        method: "get",
        schema: gamesResponseSchema,
        searchParams: {
          category: query.category,
          provider: query.provider,
          search: query.search,
          sort: query.sort,
          pageNo: query.pageNo ?? 1,
          limit: query.limit ?? PAGE_SIZE,
          locale: query.locale,
        },
        ...options,
      });
    },
    /** GET /api/admin/get-game?slug: one game; a slug the catalogue does not know fails with 404 `GAME_NOT_FOUND`. */
    get(slug: string, options: CallOptions = {}) {
      return core.request({
        endpoint: "game",
        method: "get",
        schema: gameResponseSchema,
        searchParams: { slug },
        ...options,
      });
    },
    /** GET /api/admin/get-providers: every game provider with its logo and game count. */
    providers(options: CallOptions = {}) {
      return core.request({
        endpoint: "gameProviders",
        method: "get",
        schema: gameProvidersResponseSchema,
        ...options,
      });
    },
    /**
     * GET /api/admin/get-game-pulse?slug: the game's rounds over the last days and its latest wins
     * (see docs/features.md, "Game Pulse"). Public.
     */
    pulse(slug: string, options: CallOptions = {}) {
      return core.request({
        endpoint: "gamePulse",
        method: "get",
        schema: gamePulseResponseSchema,
        searchParams: { slug },
        ...options,
      });
    },
    /** GET /api/user/get-favorite-games: the ids of the player's favourite games, newest first. */
    favoriteIds(options: CallOptions = {}) {
      return core.request({
        endpoint: "favoriteGames",
        method: "get",
        schema: playerGameIdsResponseSchema,
        requiresToken: true,
        ...options,
      });
    },
    /** POST /api/user/add-favorite-game `{ gameId }`: answers the favourites' ids; adding one twice changes nothing. */
    addFavorite(gameId: number, options: CallOptions = {}) {
      return core.request({
        endpoint: "addFavoriteGame",
        method: "post",
        schema: playerGameIdsResponseSchema,
        json: { gameId },
        requiresToken: true,
        ...options,
      });
    },
    /** POST /api/user/remove-favorite-game `{ gameId }`: answers the favourites' ids; removing one absent changes nothing. */
    removeFavorite(gameId: number, options: CallOptions = {}) {
      return core.request({
        endpoint: "removeFavoriteGame",
        method: "post",
        schema: playerGameIdsResponseSchema,
        json: { gameId },
        requiresToken: true,
        ...options,
      });
    },
    /** POST /api/user/game-opened `{ gameId }`: the player opened a game; answers the recent games' ids. */
    gameOpened(gameId: number, options: CallOptions = {}) {
      return core.request({
        endpoint: "gameOpened",
        method: "post",
        schema: playerGameIdsResponseSchema,
        json: { gameId },
        requiresToken: true,
        ...options,
      });
    },
  };
}

/** The game catalogue calls of a client. */
export type GamesEndpoints = ReturnType<typeof gamesEndpoints>;
