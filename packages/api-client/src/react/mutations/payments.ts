"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  CancelWithdrawalRequest,
  CryptoWithdrawalCalcRequest,
  DepositRequest,
  ThreeDsWebhookRequest,
  WithdrawRequest,
} from "../../schemas/payments";
import { useApiClient } from "../api-client-context";
import { attemptKey } from "../attempt-key";
import { queryKeys } from "../query-keys";

function refreshWallet(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.transactionsAll() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
  ]);
}

/**
 * Starts a deposit; the wallet and transactions are refreshed after it. Each `mutate()` sends its
 * own idempotency key, reused by React Query's retries of that attempt.
 */
export function useDeposit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DepositRequest, context) =>
      client.payments.deposit(body, { idempotencyKey: attemptKey(context) }),
    onSettled: () => refreshWallet(queryClient),
  });
}

/** Requests a withdrawal; the wallet and transactions are refreshed after it. */
export function useWithdraw() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WithdrawRequest, context) =>
      client.payments.withdraw(body, { idempotencyKey: attemptKey(context) }),
    onSettled: () => refreshWallet(queryClient),
  });
}

/** Cancels a pending withdrawal; the wallet and transactions are refreshed after it. */
export function useCancelWithdrawal() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelWithdrawalRequest, context) =>
      client.payments.cancelWithdrawal(body, { idempotencyKey: attemptKey(context) }),
    onSettled: () => refreshWallet(queryClient),
  });
}

/** Calculates what a crypto withdrawal pays out. */
export function useCryptoWithdrawalCalc() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: CryptoWithdrawalCalcRequest) => client.payments.calculateCryptoWithdrawal(body),
  });
}

/** Posts PaReq and MD to the 3DS webhook. */
export function useThreeDsWebhook() {
  const client = useApiClient();
  return useMutation({
    mutationFn: (body: ThreeDsWebhookRequest, context) =>
      client.payments.postThreeDsWebhook(body, { idempotencyKey: attemptKey(context) }),
  });
}
