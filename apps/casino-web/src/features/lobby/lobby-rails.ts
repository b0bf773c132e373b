import "server-only";
import { FAVOURITES_CATEGORY, RECENT_CATEGORY } from "@casino/domain";
import { cache } from "react";
import { getRequestContext } from "../../core/request-context";
import { categoryPageUrl, toGameItem, type LobbyRail } from "@casino/features";
import { getCategoryGames, getLobbyCategories } from "./lobby-data";

/** How many games a rail carries: two screens of a desktop row. */
const GAMES_PER_RAIL = 12;

/**
 * The lobby's categories as rails of their first games (the first `count` categories, or all);
 * `null` when the category list could not be loaded. A category whose games failed to load, or
 * that has none, is left out.
 */
export const getLobbyRails = cache(async (count?: number): Promise<LobbyRail[] | null> => {
  const { pageUrl, locale, assetUrl } = await getRequestContext();
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
        // The favourites' own page is under the player's profile.
        seeAllHref: slug === FAVOURITES_CATEGORY ? pageUrl("favorites") : categoryPageUrl(lobbyUrl, slug),
        games: (page?.rows ?? []).map((game) => toGameItem(game, { lobbyUrl, assetUrl, locale })),
      };
    }),
  );
  return rails.filter((rail) => rail.games.length > 0);
});

/**
 * The signed-in player's recent games as a rail (the games they opened, newest first), named as
 * the category list names Recent; `null` for a guest, a player who opened none, or a failed call.
 */
export const getRecentRail = cache(async (): Promise<LobbyRail | null> => {
  const { pageUrl, locale, assetUrl, authenticated } = await getRequestContext();
  if (!authenticated) return null;
  const lobbyUrl = pageUrl("casino");
  const [categories, page] = await Promise.all([
    getLobbyCategories(),
    getCategoryGames(RECENT_CATEGORY, 1, GAMES_PER_RAIL),
  ]);
  const category = categories?.find((entry) => entry.slug === RECENT_CATEGORY);
  if (category === undefined || page === null || page.rows.length === 0) return null;
  return {
    id: RECENT_CATEGORY,
    title: category.name ?? RECENT_CATEGORY,
    seeAllHref: categoryPageUrl(lobbyUrl, RECENT_CATEGORY),
    games: page.rows.map((game) => toGameItem(game, { lobbyUrl, assetUrl, locale })),
  };
});
