import type { Metadata } from "next";
import { IntentLink as Link } from "../../../../core/router/next-router";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext, getRequestUser } from "../../../../core/request-context";
import { readTransactionsAddress, TransactionsPage } from "@casino/features";
import { PageTexts } from "../../../../core/PageTexts";

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
  const [user, { t }, query] = await Promise.all([getRequestUser(), getRequestContext(), searchParams]);
  const address = readTransactionsAddress(query);
  return (
    <PageTexts keys={PAGE_KEYS}>
      <main className="page page-stack">
        <h1>{t("page.transactions")}</h1>
        {user.status === "unauthenticated" ? (
          <p>
            {t("cashier.transactions.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
          </p>
        ) : user.status !== "authenticated" ? (
          <ClientErrorState headingLevel={2} />
        ) : (
          <TransactionsPage address={address} />
        )}
      </main>
    </PageTexts>
  );
}
