import type { Metadata } from "next";
import { getRequestContext } from "../../../../core/request-context";
import { HistoryScreen, SignedOutLine } from "@casino/features";
import { PageTexts } from "../../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.my.history") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = [
  "history.",
  "transaction",
  "bonus.",
  "cashier.amount",
  "cashier.transactions",
  "pagination.",
  "account.signed.",
];

/**
 * The player's history (see docs/features.md, "History"), the account menu's History: the
 * transactions and the bonus history as two tabs, read in the browser.
 */
export default async function HistoryPage() {
  const { t, href, authenticated } = await getRequestContext();
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("page.my.history")}</h1>
        {authenticated ? <HistoryScreen transactionsHref={href("transactions")} /> : <SignedOutLine t={t} />}
      </main>
    </PageTexts>
  );
}
