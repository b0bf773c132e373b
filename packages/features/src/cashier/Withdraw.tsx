"use client";

import { errorMessageKey, walletOf } from "@casino/api-client";
import {
  useApiClient,
  useCancelWithdrawal,
  useInstantWithdrawal,
  usePaymentMethods,
  useSettings,
  useTransactions,
  useUserDetails,
  useWithdraw,
} from "@casino/api-client/react";
import {
  formatMoney,
  instantWithdrawalStatus,
  jurisdictionProfile,
  mayReverseWithdrawal,
  withdrawalBlockers,
} from "@casino/domain";
import { dynamicTextKey } from "@casino/i18n/react";
import { useLocale, useT } from "@casino/i18n/react";
import {
  ErrorState,
  PendingWithdrawals,
  Skeleton,
  WithdrawalBlockers,
  WithdrawalForm,
  type WithdrawalSubmission,
} from "@casino/ui";
import { useMemo, useRef, useState } from "react";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { useHref } from "../links/use-href.js";
import { formatTransactionTime } from "./transaction-dates.js";
import { useCryptoQuote } from "./use-crypto-quote.js";
import { WITHDRAW_PENDING_QUERY, withdrawalMethodOptions } from "./withdrawal-methods.js";
import { playerPaymentMethodsQuery } from "./player-payment-methods.js";

/**
 * The withdrawal (see docs/features.md, "Withdrawals"): the pending withdrawals with their cancel,
 * then what blocks a withdrawal in words, else the form. Self-exclusion blocks nothing here: a
 * self-excluded player may always withdraw.
 */
export function Withdraw() {
  const t = useT();
  const locale = useLocale();
  const href = useHref();
  const client = useApiClient();
  const user = useUserDetails();
  const details = user.data;
  const player = details?.getUser;
  const methodsQuery = usePaymentMethods(playerPaymentMethodsQuery(player), { enabled: player !== undefined });
  const pendingQuery = useTransactions(WITHDRAW_PENDING_QUERY, { enabled: player !== undefined });
  // Without an answer (none offered, or the call failed) the form offers no instant withdrawal: a usual one still works.
  const instantQuery = useInstantWithdrawal({ enabled: player !== undefined });
  const withdraw = useWithdraw();
  const cancel = useCancelWithdrawal();
  // The uk profile forbids reversing a withdrawal: no cancel is offered (docs/features.md, "Jurisdiction profiles").
  const reversal = mayReverseWithdrawal(jurisdictionProfile(useSettings().data?.jurisdiction));
  // A second press in the same tick, before React has drawn the busy form, must not send again.
  const sending = useRef(false);
  const [requested, setRequested] = useState<{ amount: string; instant: boolean } | null>(null);
  const withdrawable = details ? (walletOf(details)?.amount ?? 0) : 0;
  const cryptoQuote = useCryptoQuote(player?.currencyCode ?? "EUR");
  // The pending withdrawals' times and the form's dates: UTC on the server and while hydrating.
  const zone = useBrowserZone();
  const methods = useMemo(
    () =>
      player && methodsQuery.data
        ? withdrawalMethodOptions(methodsQuery.data, player, withdrawable, client.assetUrl)
        : [],
    [player, methodsQuery.data, withdrawable, client],
  );

  if (!details || !player)
    return user.isError ? (
      <ErrorState headingLevel={2} onRetry={() => void user.refetch()} />
    ) : (
      <Skeleton height="20rem" />
    );
  const currencyCode = player.currencyCode ?? "EUR";
  const crypto = Boolean(details.isCrypto);
  const pending = (pendingQuery.data?.rows ?? []).map((row) => ({
    id: String(row.id),
    amount: row.amount ?? 0,
    currencyCode: row.currencyCode ?? currencyCode,
    crypto,
    method: row.paymentMethod ?? null,
    requestedAt: formatTransactionTime(row.createdAt, locale, zone),
  }));
  const blockers = withdrawalBlockers({
    activeBonus: details.activeBonus,
    depositWagerLeft: details.depositWagerLeft ?? null,
    depositCount: details.depositCount ?? null,
    isEmailVerified: player.isEmailVerified ?? null,
  });

  function submit(submission: WithdrawalSubmission) {
    if (sending.current) return;
    sending.current = true;
    setRequested(null);
    withdraw.mutate(
      {
        paymentMethodId: submission.methodId,
        amount: submission.amount,
        currencyCode,
        ...submission.fields,
        ...(submission.instant ? { instant: true } : {}),
      },
      {
        onSuccess: () =>
          setRequested({
            amount: formatMoney(submission.amount, currencyCode, { locale, crypto }),
            instant: submission.instant,
          }),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  const pendingList = (
    <PendingWithdrawals
      withdrawals={pending}
      cancellingId={cancel.isPending ? String(cancel.variables.transactionId) : null}
      error={
        cancel.isError
          ? t(
              dynamicTextKey(
                errorMessageKey(cancel.error, { outcomeUnknown: "cashier.withdraw.cancel.outcome.unknown" }),
              ),
            )
          : null
      }
      onCancel={reversal ? (id) => cancel.mutate({ transactionId: id }) : undefined}
    />
  );

  return (
    <div className="page-stack">
      {requested ? (
        <p role="status" className="withdraw-requested">
          {t(requested.instant ? "cashier.withdraw.instant.done" : "cashier.withdraw.requested", {
            AMOUNT: requested.amount,
          })}
        </p>
      ) : null}
      {pendingList}
      {blockers.length > 0 ? (
        <WithdrawalBlockers blockers={blockers} depositHref={href("deposit")} />
      ) : !methodsQuery.data ? (
        methodsQuery.isError ? (
          <ErrorState headingLevel={2} onRetry={() => void methodsQuery.refetch()} />
        ) : (
          <Skeleton height="20rem" />
        )
      ) : methods.length === 0 ? (
        <p>{t("cashier.withdraw.unavailable")}</p>
      ) : (
        <WithdrawalForm
          methods={methods}
          currencyCode={currencyCode}
          crypto={crypto}
          busy={withdraw.isPending}
          error={
            withdraw.isError
              ? t(
                  dynamicTextKey(
                    errorMessageKey(withdraw.error, { outcomeUnknown: "cashier.withdraw.outcome.unknown" }),
                  ),
                )
              : null
          }
          onSubmit={submit}
          cryptoQuote={cryptoQuote.quote}
          onCryptoQuoteRequest={cryptoQuote.request}
          instant={instantWithdrawalStatus(instantQuery.data, currencyCode)}
          timeZone={zone}
        />
      )}
    </div>
  );
}
