import { leaderboardQueryOptions, tournamentsQueryOptions } from "@casino/api-client/react/server";
import type { Metadata } from "next";
import type { QueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@casino/api-client";
import { getRequestContext } from "../../../core/request-context";
import { shownLeaderboards, Tournaments } from "@casino/features";
import { PageTexts } from "../../../core/PageTexts";
import { serverNow } from "../../../core/server-clock";
import { RenderedQueries } from "../../../core/streamed-queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("tournament.page.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["tournament."];

/**
 * The tournaments, then the boards the page shows at `now`: a list that cannot be read leaves the
 * content to show its error state and read again in the browser.
 */
async function readTournaments(client: QueryClient, api: ApiClient, now: Date): Promise<void> {
  const list = await client.fetchQuery({ ...tournamentsQueryOptions(api), retry: false }).catch(() => null);
  if (list === null) return;
  await Promise.all(
    shownLeaderboards(list, now).map((tournament) =>
      client.prefetchQuery({ ...leaderboardQueryOptions(api, tournament.id), retry: false }),
    ),
  );
}

/**
 * Tournaments and races with their countdowns and leaderboards (see docs/features.md, "Tournaments
 * and races"), read on the server before the page renders, which draws them (docs/performance.md,
 * "Signed-in pages drawn on the server"); a player's rows are theirs, so the page is cached for
 * guests only, as every page is.
 */
export default async function TournamentsPage() {
  const { t, api } = await getRequestContext();
  const renderedAt = serverNow();
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("tournament.page.title")}</h1>
        <RenderedQueries start={(client) => [readTournaments(client, api, renderedAt)]}>
          <Tournaments renderedAt={renderedAt} />
        </RenderedQueries>
      </main>
    </PageTexts>
  );
}
