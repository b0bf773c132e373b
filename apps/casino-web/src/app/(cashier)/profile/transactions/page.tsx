import type { Metadata } from "next";
import { getRequestContext } from "../../../../core/request-context";
import { readTransactionsAddress, TransactionsPage } from "@casino/features";
import { PlayerPage } from "../../../../core/PlayerPage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.transactions") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = ["cashier.transactions.", "cashier.amount", "lobby.page."];

/**
 * The transaction history (see docs/features.md, "Transactions"); its filters and page are kept in
 * the address (`type`, `status`, `from`, `to`, `page`).
 */
export default async function TransactionsRoute({ searchParams }: { searchParams: Promise<Record<string, unknown>> }) {
  const [{ t }, query] = await Promise.all([getRequestContext(), searchParams]);
  const address = readTransactionsAddress(query);
  return (
    <PlayerPage heading={t("page.transactions")} signedOut={t("cashier.transactions.signed.out")} keys={PAGE_KEYS}>
      {() => <TransactionsPage address={address} />}
    </PlayerPage>
  );
}
