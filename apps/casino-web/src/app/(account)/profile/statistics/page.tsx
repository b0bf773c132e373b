import { playerStatsQueryOptions } from "@casino/api-client/react/server";
import type { Metadata } from "next";
import { getRequestContext } from "../../../../core/request-context";
import { PlayerStatsPage } from "@casino/features";
import { PlayerPage } from "../../../../core/PlayerPage";
import { RenderedQueries } from "../../../../core/streamed-queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("stats.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["stats."];

/**
 * The player's statistics (see docs/features.md, "Player statistics"), from the account menu:
 * joined on, rounds bet, won and lost, games played and the latest races. Read on the server before
 * the page renders, which draws them (docs/performance.md, "Signed-in pages drawn on the server").
 */
export default async function StatisticsRoute() {
  const { t, api } = await getRequestContext();
  return (
    <PlayerPage heading={t("stats.title")} signedOut={t("profile.signed.out")} keys={PAGE_KEYS}>
      {() => (
        <RenderedQueries start={(client) => [client.prefetchQuery({ ...playerStatsQueryOptions(api), retry: false })]}>
          <PlayerStatsPage />
        </RenderedQueries>
      )}
    </PlayerPage>
  );
}
