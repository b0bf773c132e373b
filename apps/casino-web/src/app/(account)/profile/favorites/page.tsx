import { FAVOURITES_CATEGORY, PAGE_SIZE } from "@casino/domain";
import type { Metadata } from "next";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { getRequestContext } from "../../../../core/request-context";
import { pageNumberOf, type QueryValue, sortOf } from "@casino/features";
import { GameListing } from "../../../../features/lobby/GameListing";
import { getGamesPage } from "../../../../features/lobby/lobby-data";
import { PageTexts } from "../../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.favorites") };
}

interface FavoritesPageProps {
  searchParams: Promise<{ page?: QueryValue; sort?: QueryValue }>;
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["lobby."];

/**
 * The player's favourite games (see docs/features.md, "Favourites and recent games"): newest
 * first until a sort is picked, 24 a page; a heart pressed off takes the game off the page.
 */
export default async function FavoritesPage({ searchParams }: FavoritesPageProps) {
  const [query, context] = await Promise.all([searchParams, getRequestContext()]);
  const title = context.t("page.favorites");
  if (!context.authenticated) {
    return (
      <PageTexts keys={PAGE_KEYS}>
        <main className="page page-stack">
          <h1>{title}</h1>
          <p>
            {context.t("lobby.own.signed.out")} <Link href="?modal=login">{context.t("shell.header.sign.in")}</Link>
          </p>
        </main>
      </PageTexts>
    );
  }
  const page = pageNumberOf(query.page);
  const sort = sortOf(query.sort);
  const games = await getGamesPage({
    category: FAVOURITES_CATEGORY,
    ...(query.sort === undefined ? {} : { sort }),
    pageNo: page,
    limit: PAGE_SIZE,
  });
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{title}</h1>
        <GameListing
          label={title}
          path={context.pageUrl("favorites")}
          params={{}}
          sort={sort}
          sortInAddress={query.sort !== undefined}
          page={page}
          games={games}
          emptyText={context.t("lobby.favourites.empty")}
          ownOrderLabel={context.t("lobby.sort.own.newest")}
          refreshOnFavouriteChange
        />
      </main>
    </PageTexts>
  );
}
