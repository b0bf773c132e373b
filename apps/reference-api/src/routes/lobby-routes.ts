import { DEFAULT_PATHS } from "@casino/api-client";
import { DEFAULT_GAME_SORT, matchesGameSearch, PAGE_SIZE, SORTING_OPTIONS, sortGames } from "@casino/domain";
import type { Hono } from "hono";
import * as v from "valibot";
import { ApiFailure } from "../http/api-failure.ts";
import type { AppEnv } from "../http/app-env.ts";
import { pageOf, pagingQueryEntries, positiveIntegerQuery } from "../http/paging.ts";
import { readQuery } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { gameProvidersOf, gamesOf } from "../services/games.ts";

/** The most games one page may ask for, so a single answer stays small. */
export const MAX_GAMES_PAGE_SIZE = 100;

const gamesQuerySchema = v.looseObject({
  category: v.optional(v.string()),
  provider: v.optional(v.string()),
  search: v.optional(v.string()),
  sort: v.optional(v.picklist(SORTING_OPTIONS, `sort must be one of ${SORTING_OPTIONS.join(", ")}`), DEFAULT_GAME_SORT),
  pageNo: pagingQueryEntries.pageNo,
  limit: positiveIntegerQuery(PAGE_SIZE, MAX_GAMES_PAGE_SIZE),
  // Game names are the studios' own and not translated; a brand that localises them reads it.
  locale: v.optional(v.string()),
});

const gameQuerySchema = v.looseObject({ slug: v.pipe(v.string("slug is required"), v.nonEmpty("slug is required")) });

/** The game catalogue the lobby, the home page's rails and the game page read (`docs/features.md`, "Lobby and games"). */
export function registerLobbyRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.games, (c) => {
    const query = readQuery(c, gamesQuerySchema);
    const games = gamesOf(ctx)
      .filter((game) => !query.category || game.categories.includes(query.category))
      .filter((game) => !query.provider || game.providerSlug === query.provider)
      .filter((game) => matchesGameSearch(game, query.search ?? ""));
    return c.json({ success: true, data: pageOf(sortGames(games, query.sort), query.pageNo, query.limit) });
  });

  app.get(DEFAULT_PATHS.game, (c) => {
    const { slug } = readQuery(c, gameQuerySchema);
    const game = gamesOf(ctx).find((entry) => entry.slug === slug);
    if (!game) throw new ApiFailure(404, "GAME_NOT_FOUND", `No game with the slug "${slug}"`);
    return c.json({ success: true, data: game });
  });

  app.get(DEFAULT_PATHS.gameProviders, (c) => c.json({ success: true, data: { rows: gameProvidersOf(ctx) } }));
}
