import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { WithdrawPage } from "@casino/features";
import { PlayerPage } from "../../../core/PlayerPage";

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
  const { t } = await getRequestContext();
  return (
    <PlayerPage heading={t("page.withdraw")} signedOut={t("cashier.withdraw.signed.out")} keys={PAGE_KEYS}>
      {() => <WithdrawPage />}
    </PlayerPage>
  );
}
