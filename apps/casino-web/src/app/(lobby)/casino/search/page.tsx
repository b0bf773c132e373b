import { PAGE_SIZE } from "@casino/domain";
import type { Metadata } from "next";
import { getRequestContext } from "../../../../core/request-context";
import { pageNumberOf, type QueryValue, searchPageUrl, sortOf, textOf } from "@casino/features";
import { GameListing } from "../../../../features/lobby/GameListing";
import { getGamesPage, getProviders } from "../../../../features/lobby/lobby-data";
import { PageTexts } from "../../../../core/PageTexts";

interface SearchPageProps {
  searchParams: Promise<{ q?: QueryValue; provider?: QueryValue; page?: QueryValue; sort?: QueryValue }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("lobby.search.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["lobby."];

/**
 * The full game search (see docs/features.md, "Game search"), for phones and for sharing: the
 * search in the address (`?q=`), a provider's games (`?provider=`), sorted and paged like a
 * category. A plain form, so it works without JavaScript.
 */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  const [query, context] = await Promise.all([searchParams, getRequestContext()]);
  const { t } = context;
  const q = textOf(query.q);
  const provider = textOf(query.provider);
  const page = pageNumberOf(query.page);
  const sort = sortOf(query.sort);
  const providerName =
    provider === "" ? null : ((await getProviders())?.find((entry) => entry.slug === provider)?.name ?? provider);
  const listed = q !== "" || provider !== "";
  const games = listed
    ? await getGamesPage({
        search: q || undefined,
        provider: provider || undefined,
        sort,
        pageNo: page,
        limit: PAGE_SIZE,
      })
    : null;
  const title = providerName ?? t("lobby.search.title");
  const path = searchPageUrl(context.pageUrl("casino"));
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{title}</h1>
        <form role="search" action={path} method="get" className="lobby-search-form">
          {provider === "" ? null : <input type="hidden" name="provider" value={provider} />}
          <label>
            {t("lobby.search.field")}
            <input type="search" name="q" defaultValue={q} className="casino-FieldControl" autoComplete="off" />
          </label>
          <button type="submit" className="casino-Button" data-variant="primary" data-size="md">
            {t("lobby.search.submit")}
          </button>
        </form>
        {listed ? (
          <GameListing
            label={providerName ?? t("lobby.search.results")}
            path={path}
            params={{ ...(q === "" ? {} : { q }), ...(provider === "" ? {} : { provider }) }}
            sort={sort}
            sortInAddress={query.sort !== undefined}
            page={page}
            games={games}
            emptyText={t("lobby.search.empty", { QUERY: q })}
          />
        ) : (
          <p>{t("lobby.search.hint")}</p>
        )}
      </main>
    </PageTexts>
  );
}
