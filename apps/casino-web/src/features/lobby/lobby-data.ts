import "server-only";
import type { Category, Game } from "@casino/api-client";
import { cache } from "react";
import { getRequestContext } from "../../core/request-context";

// Lists rendered on the server and handed to the page as props: read with the request's API client
// (React `cache` dedupes within the request) but kept out of the hydrated query cache, where they
// would travel to the browser a second time.

/** The lobby's categories that list games for everyone (not the player's own lists), in the back end's order. */
export const getLobbyCategories = cache(async (): Promise<Category[] | null> => {
  const { api, locale } = await getRequestContext();
  try {
    const { data } = await api.content.getCategoryList({ locale });
    return data.topCategoryList
      .filter((category) => category.slug != null && (category.gameCount ?? 0) > 0)
      .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  } catch {
    return null;
  }
});

/** One page of a category's games; `null` when the call failed. */
export const getCategoryGames = cache(
  async (category: string, pageNo: number, limit: number): Promise<{ count: number; rows: Game[] } | null> => {
    const { api, locale } = await getRequestContext();
    try {
      const { count, rows } = (await api.games.list({ category, pageNo, limit, locale })).data;
      return { count: count ?? rows.length, rows };
    } catch {
      return null;
    }
  },
);
