import { PAGE_SIZE, type GameSortOption } from "@casino/domain";
import type { Game } from "@casino/api-client";
import type { Translate } from "@casino/i18n";
import { CategoryGames } from "./CategoryGames.js";
import { toGameItem } from "./game-items.js";
import { listUrl, type ListParams } from "./list-query.js";
import { Pagination } from "./Pagination.js";
import { SortControl } from "./SortControl.js";

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
  /** The page of games. */
  games: { count: number; rows: readonly Game[] };
  emptyText?: string;
  /** The list is the player's favourites: a heart pressed off reads the page again. */
  refreshOnFavouriteChange?: boolean;
  /** Names the list's own order (the favourites: newest first), shown until a sort is picked. */
  ownOrderLabel?: string;
  /** The lobby's address in the visitor's locale: the tiles link to games under it. */
  lobbyUrl: string;
  /** The page's locale: the tiles' RTP is written in it. */
  locale: string;
  /** Where the browser loads a picture the back end names by path (the API client's `assetUrl`). */
  assetUrl: (path: string) => string;
  /** The page's texts (a server's translator, or `useT()` in a client). */
  t: Translate;
  /** Whether a player is signed in: their hearts on the tiles, or the sign-in for a guest. */
  signedIn: boolean;
}

/**
 * A game list: the sort, a page of tiles and the links to the other pages, every choice in the
 * address (see docs/features.md, "Lobby and games"). It uses no hook, so a server can render it
 * with the page's data (the sort, the tiles and the pages are client parts).
 */
export function GameListing({
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
  lobbyUrl,
  locale,
  assetUrl,
  t,
  signedIn,
}: GameListingProps) {
  const pages = Math.max(1, Math.ceil(games.count / PAGE_SIZE));
  return (
    <>
      <div className="lobby-toolbar">
        <SortControl sort={sort} sortInAddress={sortInAddress} params={params} ownOrderLabel={ownOrderLabel} />
      </div>
      <CategoryGames
        label={label}
        games={games.rows.map((game) => toGameItem(game, { lobbyUrl, assetUrl, locale }))}
        signedIn={signedIn}
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
          label: t("lobby.page.label"),
          previous: t("lobby.page.previous"),
          next: t("lobby.page.next"),
          status: t("lobby.page.status", { PAGE: String(page), PAGES: String(pages) }),
        }}
      />
    </>
  );
}
