import { FAVOURITES_CATEGORY, isPlayerGameCategory, PAGE_SIZE, RECENT_CATEGORY } from "@casino/domain";
import type { Metadata } from "next";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { notFound, redirect } from "next/navigation";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext } from "../../../../core/request-context";
import { categoryPageUrl, pageNumberOf, type QueryValue, sortOf } from "@casino/features";
import { GameListing } from "../../../../features/lobby/GameListing";
import { getGamesPage, getLobbyCategories } from "../../../../features/lobby/lobby-data";
import { PageTexts } from "../../../../core/PageTexts";

/** The lobby category whose entries are the game studios. */
const PROVIDERS_CATEGORY = "providers";

interface CategoryPageProps {
  params: Promise<{ category: string }>;
  searchParams: Promise<{ page?: QueryValue; sort?: QueryValue }>;
}

async function findCategory(slug: string) {
  return (await getLobbyCategories())?.find((category) => category.slug === slug) ?? null;
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const category = await findCategory((await params).category);
  return category?.name == null ? {} : { title: category.name };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["lobby."];

/** A lobby category: its games in the address's sort, 24 a page, the page kept in the address. */
export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  const [{ category: slug }, query, context] = await Promise.all([params, searchParams, getRequestContext()]);
  const categories = await getLobbyCategories();
  if (categories === null) {
    return (
      <PageTexts keys={PAGE_KEYS}>
        <main className="page page-stack">
          <h1>{context.t("lobby.title")}</h1>
          <ClientErrorState headingLevel={2} />
        </main>
      </PageTexts>
    );
  }
  // The player's favourites have their own page, under their profile.
  if (slug === FAVOURITES_CATEGORY) redirect(context.pageUrl("favorites"));
  const own = isPlayerGameCategory(slug);
  if (own && !context.authenticated) {
    return (
      <PageTexts keys={PAGE_KEYS}>
        <main className="page page-stack">
          <h1>{context.t("lobby.title")}</h1>
          <p>
            {context.t("lobby.own.signed.out")} <Link href="?modal=login">{context.t("shell.header.sign.in")}</Link>
          </p>
        </main>
      </PageTexts>
    );
  }
  const category = categories.find((entry) => entry.slug === slug);
  if (category === undefined) notFound();
  // The Providers category lists studios, not games: its page is the providers page.
  if (slug === PROVIDERS_CATEGORY) redirect(context.pageUrl("providers"));

  const page = pageNumberOf(query.page);
  const sort = sortOf(query.sort);
  // The player's own lists keep their order (newest first) until the player picks a sort.
  const games = await getGamesPage({
    category: slug,
    ...(own && query.sort === undefined ? {} : { sort }),
    pageNo: page,
    limit: PAGE_SIZE,
  });
  const title = category.name ?? slug;
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{title}</h1>
        <GameListing
          label={title}
          path={categoryPageUrl(context.pageUrl("casino"), slug)}
          params={{}}
          sort={sort}
          sortInAddress={query.sort !== undefined}
          page={page}
          games={games}
          {...(slug === RECENT_CATEGORY ? { emptyText: context.t("lobby.recent.empty") } : {})}
        />
      </main>
    </PageTexts>
  );
}
