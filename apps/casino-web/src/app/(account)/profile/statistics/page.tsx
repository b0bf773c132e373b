import type { Metadata } from "next";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext, getRequestUser } from "../../../../core/request-context";
import { PageTexts } from "../../../../core/PageTexts";
import { PlayerStatsPage } from "@casino/features";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("stats.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["stats.", "profile.signed.out"];

/**
 * The player's statistics (see docs/features.md, "Player statistics"), from the account menu:
 * joined on, rounds bet, won and lost, games played and the latest races.
 */
export default async function StatisticsRoute() {
  const [user, { t }] = await Promise.all([getRequestUser(), getRequestContext()]);
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("stats.title")}</h1>
        {user.status === "unauthenticated" ? (
          <p>
            {t("profile.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
          </p>
        ) : user.status !== "authenticated" ? (
          <ClientErrorState headingLevel={2} />
        ) : (
          <PlayerStatsPage />
        )}
      </main>
    </PageTexts>
  );
}
