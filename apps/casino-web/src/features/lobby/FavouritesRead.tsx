import "server-only";
import { favoriteGameIdsQueryOptions } from "@casino/api-client/react/server";
import type { ReactNode } from "react";
import { getRequestContext } from "../../core/request-context";
import { RenderedQueries } from "../../core/streamed-queries";

/**
 * A signed-in player's favourites, read on the server before the game tiles under it render and
 * sent with the page: `WithFavourites` (`@casino/features`) then draws the tiles with their hearts
 * on the server, instead of adding them once the tab's API client has loaded after the page
 * (docs/performance.md, "A player's hearts come with the page"). A guest's page reads nothing.
 */
export async function FavouritesRead({ children }: { children: ReactNode }) {
  const { authenticated, api } = await getRequestContext();
  if (!authenticated) return children;
  return (
    <RenderedQueries start={(client) => [client.prefetchQuery({ ...favoriteGameIdsQueryOptions(api), retry: false })]}>
      {children}
    </RenderedQueries>
  );
}
