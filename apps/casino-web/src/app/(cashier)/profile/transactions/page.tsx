import { transactionsQueryOptions } from "@casino/api-client/react/server";
import type { Metadata } from "next";
import { getRequestContext } from "../../../../core/request-context";
import { readTransactionsAddress, transactionsPageQuery, TransactionsPage } from "@casino/features";
import { PlayerPage } from "../../../../core/PlayerPage";
import { RenderedQueries } from "../../../../core/streamed-queries";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.transactions") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["cashier.transactions.", "cashier.amount", "lobby.page."];

/**
 * The transaction history (see docs/features.md, "Transactions"); its filters and page are kept in
 * the address (`type`, `status`, `from`, `to`, `page`). Read on the server before the page renders,
 * which draws it (docs/performance.md, "Signed-in pages drawn on the server").
 */
export default async function TransactionsRoute({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const [{ t, api }, query] = await Promise.all([getRequestContext(), searchParams]);
  const address = readTransactionsAddress(query);
  return (
    <PlayerPage heading={t("page.transactions")} signedOut={t("cashier.transactions.signed.out")} keys={PAGE_KEYS}>
      {() => (
        <RenderedQueries
          start={(client) => [
            client.prefetchQuery({ ...transactionsQueryOptions(api, transactionsPageQuery(address)), retry: false }),
          ]}
        >
          <TransactionsPage address={address} />
        </RenderedQueries>
      )}
    </PlayerPage>
  );
}
