"use client";

import { useMutation, type QueryClient } from "@tanstack/react-query";
import type {
  CancelWithdrawalRequest,
  CryptoWithdrawalCalcRequest,
  DepositRequest,
  ThreeDsWebhookRequest,
  WithdrawRequest,
} from "../../schemas/payments";
import { useApiClient } from "../api-client-context";
import { useMoneyMutation } from "../money-mutation";
import { queryKeys } from "../query-keys";

function refreshWallet(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.transactionsAll() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.instantWithdrawal() }),
  ]);
}

/**
 * Starts a deposit; the wallet and transactions are refreshed after it. Each press sends its own
 * idempotency key, except the same request sent again after an unknown outcome, which sends the
 * previous one (`useMoneyMutation`); so do the withdrawal calls below.
 */
export function useDeposit() {
  const client = useApiClient();
  return useMoneyMutation((body: DepositRequest, options) => client.payments.deposit(body, options), refreshWallet);
}

/** Requests a withdrawal; the wallet and transactions are refreshed after it. */
export function useWithdraw() {
  const client = useApiClient();
  return useMoneyMutation((body: WithdrawRequest, options) => client.payments.withdraw(body, options), refreshWallet);
}

/** Cancels a pending withdrawal; the wallet and transactions are refreshed after it. */
export function useCancelWithdrawal() {
  const client = useApiClient();
  return useMoneyMutation(
    (body: CancelWithdrawalRequest, options) => client.payments.cancelWithdrawal(body, options),
    refreshWallet,
  );
}

/** Calculates what a crypto withdrawal pays out. */
export function useCryptoWithdrawalCalc() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: CryptoWithdrawalCalcRequest) => client.payments.calculateCryptoWithdrawal(body),
  });
}

/**
 * Posts PaReq and MD (and the bank's answer, when the cashier showed the challenge) to the 3DS
 * webhook; it settles a deposit, so it goes as the other money calls do, and refreshes the wallet.
 */
export function useThreeDsWebhook() {
  const client = useApiClient();
  return useMoneyMutation(
    (body: ThreeDsWebhookRequest, options) => client.payments.postThreeDsWebhook(body, options),
    refreshWallet,
  );
}
