import { PAGE_SIZE } from "@casino/domain";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext } from "../../../../core/request-context";
import { CategoryGames } from "../../../../features/lobby/CategoryGames";
import { categoryPageUrl, toGameItem } from "../../../../features/lobby/game-items";
import { getCategoryGames, getLobbyCategories } from "../../../../features/lobby/lobby-data";
import { Pagination } from "../../../../features/lobby/Pagination";

interface CategoryPageProps {
  params: Promise<{ category: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

/** The page number of the address (`?page=2`); the first page for anything else. */
function pageNumberOf(value: string | string[] | undefined): number {
  const page = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(page) && page > 1 ? page : 1;
}

async function findCategory(slug: string) {
  return (await getLobbyCategories())?.find((category) => category.slug === slug) ?? null;
}

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const category = await findCategory((await params).category);
  return category?.name == null ? {} : { title: category.name };
}

/** A lobby category: its games, 24 a page, the page kept in the address. */
export default async function CategoryPage({ params, searchParams }: CategoryPageProps) {
  const [{ category: slug }, query, context] = await Promise.all([params, searchParams, getRequestContext()]);
  const categories = await getLobbyCategories();
  if (categories === null) {
    return (
      <main className="page page-stack">
        <h1>{context.t("lobby.title")}</h1>
        <ClientErrorState headingLevel={2} />
      </main>
    );
  }
  const category = categories.find((entry) => entry.slug === slug);
  if (category === undefined) notFound();

  const page = pageNumberOf(query.page);
  const games = await getCategoryGames(slug, page, PAGE_SIZE);
  const title = category.name ?? slug;
  const lobbyUrl = context.pageUrl("casino");
  const pages = games === null ? 1 : Math.max(1, Math.ceil(games.count / PAGE_SIZE));
  const url = categoryPageUrl(lobbyUrl, slug);
  return (
    <main className="page page-stack">
      <h1>{title}</h1>
      {games === null ? (
        <ClientErrorState headingLevel={2} />
      ) : (
        <>
          <CategoryGames
            label={title}
            games={games.rows.map((game) => toGameItem(game, { lobbyUrl, assetUrl: context.assetUrl }))}
          />
          <Pagination
            page={page}
            pages={pages}
            hrefOf={(target) => (target === 1 ? url : `${url}?page=${String(target)}`)}
            texts={{
              label: context.t("lobby.page.label"),
              previous: context.t("lobby.page.previous"),
              next: context.t("lobby.page.next"),
              status: context.t("lobby.page.status", { PAGE: String(page), PAGES: String(pages) }),
            }}
          />
        </>
      )}
    </main>
  );
}
