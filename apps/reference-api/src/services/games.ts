import { isPlayerGameCategory } from "@casino/domain";
import type { SeedCategory } from "../seed/categories.ts";
import type { SeedGame, SeedGameProviderRow } from "../seed/games/seed-game.ts";
import { CATALOG } from "../seed/seed-database.ts";
import type { ServerContext } from "../server-context.ts";

/** The game catalogue as stored now. */
export function gamesOf(ctx: ServerContext): SeedGame[] {
  return ctx.store.catalog.get<SeedGame[]>(CATALOG.games);
}

/** The game providers as stored now. */
export function gameProvidersOf(ctx: ServerContext): SeedGameProviderRow[] {
  return ctx.store.catalog.get<SeedGameProviderRow[]>(CATALOG.gameProviders);
}

/**
 * How many games a category lists: those carrying its slug; every game for Providers (each game
 * is reached through its provider); null for Favourites and Recent, which depend on the player.
 */
export function categoryGameCount(category: SeedCategory, games: readonly SeedGame[]): number | null {
  if (isPlayerGameCategory(category.slug)) return null;
  if (category.slug === "providers") return games.length;
  return games.filter((game) => game.categories.includes(category.slug)).length;
}
