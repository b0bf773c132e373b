import {
  instantWithdrawalQueryOptions,
  paymentMethodsQueryOptions,
  transactionsQueryOptions,
} from "@casino/api-client/react/server";
import type { Metadata } from "next";
import { getRequestContext } from "../../../core/request-context";
import { playerPaymentMethodsQuery, WITHDRAW_PENDING_QUERY, WithdrawPage } from "@casino/features";
import { PlayerPage } from "../../../core/PlayerPage";
import { RenderedQueries } from "../../../core/streamed-queries";

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
 * whose closed cashier links here. The player's withdrawal methods, pending withdrawals and instant
 * allowance are read on the server before the page renders, which draws the form
 * (docs/performance.md, "Signed-in pages drawn on the server").
 */
export default async function WithdrawRoute() {
  const { t, api } = await getRequestContext();
  return (
    <PlayerPage heading={t("page.withdraw")} signedOut={t("cashier.withdraw.signed.out")} keys={PAGE_KEYS}>
      {(details) => (
        <RenderedQueries
          start={(client) => {
            const methods = paymentMethodsQueryOptions(api, playerPaymentMethodsQuery(details.getUser));
            return [
              client.prefetchQuery({ ...methods, retry: false }),
              client.prefetchQuery({ ...transactionsQueryOptions(api, WITHDRAW_PENDING_QUERY), retry: false }),
              client.prefetchQuery({ ...instantWithdrawalQueryOptions(api), retry: false }),
            ];
          }}
        >
          <WithdrawPage />
        </RenderedQueries>
      )}
    </PlayerPage>
  );
}
