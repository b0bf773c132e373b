import { PAGE_SIZE, type GameSortOption } from "@casino/domain";
import type { Game } from "@casino/api-client";
import { ClientErrorState } from "../../core/ClientErrorState";
import { getRequestContext } from "../../core/request-context";
import { CategoryGames } from "./CategoryGames";
import { toGameItem } from "./game-items";
import { listUrl, type ListParams } from "./list-query";
import { Pagination } from "@casino/features";
import { SortControl } from "./SortControl";

/** Props of {@link GameListing}. */
export interface GameListingProps {
  /** Names the grid (the category, the provider, the search). */
  label: string;
  /** The list's path; its parameters go in the query string. */
  path: string;
  /** The search or provider the list is filtered by. */
  params: Omit<ListParams, "sort" | "page" | "ownOrder">;
  sort: GameSortOption;
  /** Whether the address named the sort (otherwise the stored one applies). */
  sortInAddress: boolean;
  page: number;
  /** The page of games; `null` when it could not be loaded. */
  games: { count: number; rows: Game[] } | null;
  emptyText?: string;
  /** The list is the player's favourites: a heart pressed off reads the page again. */
  refreshOnFavouriteChange?: boolean;
  /** Names the list's own order (the favourites: newest first), shown until a sort is picked. */
  ownOrderLabel?: string;
}

/**
 * A game list: the sort, a page of tiles and the links to the other pages, every choice in the
 * address (see docs/features.md, "Lobby and games").
 */
export async function GameListing({
  label,
  path,
  params,
  sort,
  sortInAddress,
  page,
  games,
  emptyText,
  refreshOnFavouriteChange = false,
  ownOrderLabel,
}: GameListingProps) {
  const context = await getRequestContext();
  if (games === null) return <ClientErrorState headingLevel={2} />;
  const lobbyUrl = context.pageUrl("casino");
  const pages = Math.max(1, Math.ceil(games.count / PAGE_SIZE));
  return (
    <>
      <div className="lobby-toolbar">
        <SortControl sort={sort} sortInAddress={sortInAddress} params={params} ownOrderLabel={ownOrderLabel} />
      </div>
      <CategoryGames
        label={label}
        games={games.rows.map((game) => toGameItem(game, { lobbyUrl, assetUrl: context.assetUrl }))}
        refreshOnFavouriteChange={refreshOnFavouriteChange}
        {...(emptyText === undefined ? {} : { emptyText })}
      />
      <Pagination
        page={page}
        pages={pages}
        hrefOf={(target) =>
          listUrl(path, {
            ...params,
            ...(sortInAddress || ownOrderLabel === undefined ? { sort } : {}),
            page: target,
            ownOrder: ownOrderLabel !== undefined,
          })
        }
        texts={{
          label: context.t("lobby.page.label"),
          previous: context.t("lobby.page.previous"),
          next: context.t("lobby.page.next"),
          status: context.t("lobby.page.status", { PAGE: String(page), PAGES: String(pages) }),
        }}
      />
    </>
  );
}
