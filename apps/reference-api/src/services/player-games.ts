import { FAVOURITES_CATEGORY, toggledFavourites, withRecentGame } from "@casino/domain";
import { ApiFailure } from "../http/api-failure.ts";
import type { SeedGame } from "../seed/games/seed-game.ts";
import type { ServerContext } from "../server-context.ts";
import { gamesOf } from "./games.ts";

/** The catalogue game of an id, or a 404 `GAME_NOT_FOUND` (a favourite or a recent game is always a real one). */
function catalogueGame(ctx: ServerContext, gameId: number): SeedGame {
  const game = gamesOf(ctx).find((entry) => entry.id === gameId);
  if (!game) throw new ApiFailure(404, "GAME_NOT_FOUND", `No game with the id ${String(gameId)}`);
  return game;
}

/** The ids of a player's favourite games, newest first. */
export function favouriteIdsOf(ctx: ServerContext, playerId: number): number[] {
  return ctx.store.playerGames.ids(playerId, "favourite");
}

/** Makes a game a favourite or not (`favourite`: the state wanted; asking twice changes nothing); answers the ids. */
export function setFavourite(ctx: ServerContext, playerId: number, gameId: number, favourite: boolean): number[] {
  catalogueGame(ctx, gameId);
  return ctx.store.transaction(() => {
    const current = favouriteIdsOf(ctx, playerId);
    if (current.includes(gameId) === favourite) return current;
    const next = toggledFavourites(current, gameId);
    ctx.store.playerGames.replace(playerId, "favourite", next);
    return next;
  });
}

/** Records that the player opened a game: it leads their recent games. Answers the recent ids. */
export function recordGameOpened(ctx: ServerContext, playerId: number, gameId: number): number[] {
  catalogueGame(ctx, gameId);
  return ctx.store.transaction(() => {
    const next = withRecentGame(ctx.store.playerGames.ids(playerId, "recent"), gameId);
    ctx.store.playerGames.replace(playerId, "recent", next);
    return next;
  });
}

/** The games of a player's own category (favourites or recent) in the list's order; none for a guest. */
export function playerCategoryGames(ctx: ServerContext, playerId: number | undefined, category: string): SeedGame[] {
  if (playerId === undefined) return [];
  const ids = ctx.store.playerGames.ids(playerId, category === FAVOURITES_CATEGORY ? "favourite" : "recent");
  const byId = new Map(gamesOf(ctx).map((game) => [game.id, game]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
