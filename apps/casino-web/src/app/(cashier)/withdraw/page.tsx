import type { Metadata } from "next";
import Link from "next/link";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext, getRequestUser } from "../../../core/request-context";
import { WithdrawPage } from "@casino/features";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.withdraw") };
}

/**
 * The withdrawal as a page (see docs/features.md, "Withdrawals"); open to a self-excluded player,
 * whose closed cashier links here.
 */
export default async function WithdrawRoute() {
  const [user, { t }] = await Promise.all([getRequestUser(), getRequestContext()]);
  return (
    <main className="page page-stack">
      <h1>{t("page.withdraw")}</h1>
      {user.status === "unauthenticated" ? (
        <p>
          {t("cashier.withdraw.signed.out")} <Link href="?modal=login">{t("shell.header.sign.in")}</Link>
        </p>
      ) : user.status !== "authenticated" ? (
        <ClientErrorState headingLevel={2} />
      ) : (
        <WithdrawPage />
      )}
    </main>
  );
}
