import "server-only";
import type { GameItem } from "@casino/ui/GameTile";
import { cache } from "react";
import { getRequestContext } from "../../core/request-context";
import { categoryPageUrl, toGameItem } from "./game-items";
import { getCategoryGames, getLobbyCategories } from "./lobby-data";

/** How many games a rail carries: two screens of a desktop row. */
const GAMES_PER_RAIL = 12;

/** A category as a rail: its first games and its page. */
export interface LobbyRail {
  readonly id: string;
  readonly title: string;
  readonly seeAllHref: string;
  readonly games: readonly GameItem[];
}

/**
 * The lobby's categories as rails of their first games (the first `count` categories, or all);
 * `null` when the category list could not be loaded. A category whose games failed to load, or
 * that has none, is left out.
 */
export const getLobbyRails = cache(async (count?: number): Promise<LobbyRail[] | null> => {
  const { pageUrl, assetUrl } = await getRequestContext();
  const lobbyUrl = pageUrl("casino");
  const categories = await getLobbyCategories();
  if (categories === null) return null;
  const rails = await Promise.all(
    categories.slice(0, count).map(async (category) => {
      const slug = category.slug ?? "";
      const page = await getCategoryGames(slug, 1, GAMES_PER_RAIL);
      return {
        id: slug,
        title: category.name ?? slug,
        seeAllHref: categoryPageUrl(lobbyUrl, slug),
        games: (page?.rows ?? []).map((game) => toGameItem(game, { lobbyUrl, assetUrl })),
      };
    }),
  );
  return rails.filter((rail) => rail.games.length > 0);
});
