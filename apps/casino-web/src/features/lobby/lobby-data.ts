import "server-only";
import { isPlayerGameCategory } from "@casino/domain";
import { isApiError, type Category, type Game, type GamesQuery } from "@casino/api-client";
import { cache } from "react";
import { getRequestContext } from "../../core/request-context";

// Lists rendered on the server and handed to the page as props: read with the request's API client
// (React `cache` dedupes within the request) but kept out of the hydrated query cache, where they
// would travel to the browser a second time.

/**
 * The lobby's categories that list games, in the back end's order: those with games for everyone,
 * and for a signed-in player their own lists (Favourites, Recent), which the back end cannot count.
 */
export const getLobbyCategories = cache(async (): Promise<Category[] | null> => {
  const { api, locale, authenticated } = await getRequestContext();
  try {
    const { data } = await api.content.getCategoryList({ locale });
    return data.topCategoryList
      .filter(
        (category) =>
          category.slug != null &&
          ((category.gameCount ?? 0) > 0 || (authenticated && isPlayerGameCategory(category.slug))),
      )
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  } catch {
    return null;
  }
});

/** One page of games of a category, a provider or a search, in a sort; `null` when the call failed. */
export async function getGamesPage(query: GamesQuery): Promise<{ count: number; rows: Game[] } | null> {
  const { api, locale } = await getRequestContext();
  try {
    const { count, rows } = (await api.games.list({ ...query, locale })).data;
    return { count: count ?? rows.length, rows };
  } catch {
    return null;
  }
}

/** One page of a category's games in the default sort (the rails); `null` when the call failed. */
export const getCategoryGames = cache(
  async (category: string, pageNo: number, limit: number): Promise<{ count: number; rows: Game[] } | null> =>
    getGamesPage({ category, pageNo, limit }),
);

/** Every game provider with its number of games; `null` when the call failed. */
export const getProviders = cache(async () => {
  const { api } = await getRequestContext();
  try {
    return (await api.games.providers()).data.rows;
  } catch {
    return null;
  }
});

/** The game of a slug; `not-found` for one the back end does not know, `error` when the call failed. */
export const getGameBySlug = cache(async (slug: string): Promise<Game | "not-found" | "error"> => {
  const { api } = await getRequestContext();
  try {
    return (await api.games.get(slug)).data;
  } catch (error) {
    return isApiError(error) && error.status === 404 ? "not-found" : "error";
  }
});
