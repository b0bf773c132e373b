import type { Metadata } from "next";
import Link from "next/link";
import { ClientErrorState } from "../../../../core/ClientErrorState";
import { getRequestContext, getRequestUser } from "../../../../core/request-context";
import { TransactionsPage } from "../../../../features/cashier/TransactionsPage";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.transactions") };
}

/** The transaction history (see docs/features.md, "Transactions"); the page is kept in `?page=`. */
export default async function TransactionsRoute({
  searchParams,
}: {
  searchParams: Promise<{ page?: string | string[] }>;
}) {
  const [user, { t }, query] = await Promise.all([getRequestUser(), getRequestContext(), searchParams]);
  const requested = typeof query.page === "string" ? Number.parseInt(query.page, 10) : 1;
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  return (
    <main className="page page-stack">
      <h1>{t("page.transactions")}</h1>
      {user.status === "unauthenticated" ? (
        <p>
          {t("cashier.transactions.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
        </p>
      ) : user.status !== "authenticated" ? (
        <ClientErrorState headingLevel={2} />
      ) : (
        <TransactionsPage page={page} />
      )}
    </main>
  );
}
