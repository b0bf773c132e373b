import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { Tournaments } from "@casino/features";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("tournament.page.title") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["tournament."];

/** Tournaments and races with their countdowns and leaderboards (see docs/features.md, "Tournaments and races"). */
export default async function TournamentsPage() {
  const { t } = await getRequestContext();
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("tournament.page.title")}</h1>
        <Tournaments />
      </main>
    </PageTexts>
  );
}
