import { DEFAULT_PATHS, playerGameRequestSchema } from "@casino/api-client";
import {
  DEFAULT_GAME_SORT,
  isPlayerGameCategory,
  matchesGameSearch,
  PAGE_SIZE,
  SORTING_OPTIONS,
  sortGames,
} from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { optionalPlayer, requirePlayer } from "../http/auth.ts";
import { pageOf, pagingQueryEntries, positiveIntegerQuery } from "../http/paging.ts";
import { readJson, readQuery } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { gamePulseOf } from "../services/game-pulse.ts";
import { gameProvidersOf, gamesOf } from "../services/games.ts";
import { favouriteIdsOf, playerCategoryGames, recordGameOpened, setFavourite } from "../services/player-games.ts";

/** The most games one page may ask for, so a single answer stays small. */
export const MAX_GAMES_PAGE_SIZE = 100;

const gamesQuerySchema = v.looseObject({
  category: v.optional(v.string()),
  provider: v.optional(v.string()),
  search: v.optional(v.string()),
  // Absent: the default sort, or the player's own order (newest first) for Favourites and Recent.
  sort: v.optional(v.picklist(SORTING_OPTIONS, `sort must be one of ${SORTING_OPTIONS.join(", ")}`)),
  pageNo: pagingQueryEntries.pageNo,
  limit: positiveIntegerQuery(PAGE_SIZE, MAX_GAMES_PAGE_SIZE),
  // Game names are the studios' own and not translated; a brand that localises them reads it.
  locale: v.optional(v.string()),
});

const gameQuerySchema = v.looseObject({ slug: v.pipe(v.string("slug is required"), v.nonEmpty("slug is required")) });

/**
 * The game catalogue the lobby, the home page's rails and the game page read, and the player's
 * own favourites and recent games (`docs/features.md`, "Lobby and games", "Favourites and recent games").
 */
export function registerLobbyRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.games, (c) => {
    const query = readQuery(c, gamesQuerySchema);
    const own = query.category !== undefined && isPlayerGameCategory(query.category);
    const listed = own
      ? playerCategoryGames(ctx, optionalPlayer(c, ctx)?.id, query.category ?? "")
      : gamesOf(ctx).filter((game) => !query.category || game.categories.includes(query.category));
    const games = listed
      .filter((game) => !query.provider || game.providerSlug === query.provider)
      .filter((game) => matchesGameSearch(game, query.search ?? ""));
    const sorted = own && query.sort === undefined ? games : sortGames(games, query.sort ?? DEFAULT_GAME_SORT);
    return c.json({ success: true, data: pageOf(sorted, query.pageNo, query.limit) });
  });

  app.get(DEFAULT_PATHS.favoriteGames, (c) => {
    const { id } = requirePlayer(c, ctx);
    return c.json({ success: true, data: { gameIds: favouriteIdsOf(ctx, id) } });
  });

  app.post(DEFAULT_PATHS.addFavoriteGame, async (c) => {
    const { id } = requirePlayer(c, ctx);
    const { gameId } = await readJson(c, playerGameRequestSchema);
    return c.json({ success: true, data: { gameIds: setFavourite(ctx, id, gameId, true) } });
  });

  app.post(DEFAULT_PATHS.removeFavoriteGame, async (c) => {
    const { id } = requirePlayer(c, ctx);
    const { gameId } = await readJson(c, playerGameRequestSchema);
    return c.json({ success: true, data: { gameIds: setFavourite(ctx, id, gameId, false) } });
  });

  app.post(DEFAULT_PATHS.gameOpened, async (c) => {
    const { id } = requirePlayer(c, ctx);
    const { gameId } = await readJson(c, playerGameRequestSchema);
    return c.json({ success: true, data: { gameIds: recordGameOpened(ctx, id, gameId) } });
  });

  app.get(DEFAULT_PATHS.game, (c) => {
    const { slug } = readQuery(c, gameQuerySchema);
    const game = gamesOf(ctx).find((entry) => entry.slug === slug);
    if (!game) throw new ApiFailure(404, "GAME_NOT_FOUND", `No game with the slug "${slug}"`);
    return c.json({ success: true, data: game });
  });

  // A game's pulse: its rounds over the last days and its latest wins (docs/features.md, "Game Pulse").
  app.get(DEFAULT_PATHS.gamePulse, (c) => {
    const { slug } = readQuery(c, gameQuerySchema);
    if (!gamesOf(ctx).some((entry) => entry.slug === slug))
      throw new ApiFailure(404, "GAME_NOT_FOUND", `No game with the slug "${slug}"`);
    return c.json({ success: true, data: gamePulseOf(ctx, slug) });
  });

  app.get(DEFAULT_PATHS.gameProviders, (c) => c.json({ success: true, data: { rows: gameProvidersOf(ctx) } }));
}
