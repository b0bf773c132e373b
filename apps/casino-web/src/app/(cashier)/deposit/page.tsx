import { parseDepositMethodKind } from "@casino/domain";
import type { Metadata } from "next";
import Link from "next/link";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext, getRequestUser } from "../../../core/request-context";
import { CashierPage } from "@casino/features";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("cashier.title") };
}

/**
 * The cashier as a page (see docs/features.md, "Deposits"); the header's Deposit opens the same
 * container as a drawer. No marketing script runs here (the layout injects none; QUALITY.md
 * "Security", PCI DSS 6.4.3).
 */
export default async function DepositPage({ searchParams }: { searchParams: Promise<{ method?: string | string[] }> }) {
  const [user, { t, href }, query] = await Promise.all([getRequestUser(), getRequestContext(), searchParams]);
  const method = typeof query.method === "string" ? query.method : null;
  return (
    <main className="page page-stack">
      <h1>{t("cashier.title")}</h1>
      {user.status === "unauthenticated" ? (
        <p>
          {t("cashier.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
        </p>
      ) : user.status !== "authenticated" ? (
        <ClientErrorState headingLevel={2} />
      ) : (
        <>
          <CashierPage preferredKind={parseDepositMethodKind(method)} />
          <p className="cashier-links">
            <Link href={href("withdraw")}>{t("page.withdraw")}</Link>
            <Link href={href("transactions")}>{t("page.transactions")}</Link>
          </p>
        </>
      )}
    </main>
  );
}
