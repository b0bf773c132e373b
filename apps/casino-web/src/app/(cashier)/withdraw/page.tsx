import type { Metadata } from "next";
import { IntentLink as Link } from "../../../core/router/next-router";
import { ClientErrorState } from "../../../core/ClientErrorState";
import { getRequestContext, getRequestUser } from "../../../core/request-context";
import { WithdrawPage } from "@casino/features";
import { PageTexts } from "../../../core/PageTexts";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getRequestContext()).t("page.withdraw") };
}

/** What this page draws in the browser: its keys for `PageTexts`. */
const PAGE_KEYS = [
  "cashier.withdraw.",
  "cashier.amount",
  "cashier.methods",
  "account.login.",
  "profile.form.",
  "form.validation.",
];

/**
 * The withdrawal as a page (see docs/features.md, "Withdrawals"); open to a self-excluded player,
 * whose closed cashier links here.
 */
export default async function WithdrawRoute() {
  const [user, { t }] = await Promise.all([getRequestUser(), getRequestContext()]);
  return (
    <PageTexts keys={PAGE_KEYS}>
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
    </PageTexts>
  );
}
