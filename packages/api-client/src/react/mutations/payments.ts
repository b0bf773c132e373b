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
import { attemptKey, useRepeatableAttemptKey } from "../attempt-key";
import { queryKeys } from "../query-keys";

function refreshWallet(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.transactionsAll() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
  ]);
}

/**
 * Starts a deposit; the wallet and transactions are refreshed after it. Each press sends its own
 * idempotency key, except the same request sent again after an unknown outcome, which sends the
 * previous one (`useRepeatableAttemptKey`); so do the withdrawal calls below.
 */
export function useDeposit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const attempts = useRepeatableAttemptKey();
  return useMutation({
    mutationFn: (body: DepositRequest, context) =>
      client.payments.deposit(body, { idempotencyKey: attempts.keyFor(body, context) }),
    onSettled: (_data, error) => {
      attempts.settled(error);
      return refreshWallet(queryClient);
    },
  });
}

/** Requests a withdrawal; the wallet and transactions are refreshed after it. */
export function useWithdraw() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const attempts = useRepeatableAttemptKey();
  return useMutation({
    mutationFn: (body: WithdrawRequest, context) =>
      client.payments.withdraw(body, { idempotencyKey: attempts.keyFor(body, context) }),
    onSettled: (_data, error) => {
      attempts.settled(error);
      return refreshWallet(queryClient);
    },
  });
}

/** Cancels a pending withdrawal; the wallet and transactions are refreshed after it. */
export function useCancelWithdrawal() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const attempts = useRepeatableAttemptKey();
  return useMutation({
    mutationFn: (body: CancelWithdrawalRequest, context) =>
      client.payments.cancelWithdrawal(body, { idempotencyKey: attempts.keyFor(body, context) }),
    onSettled: (_data, error) => {
      attempts.settled(error);
      return refreshWallet(queryClient);
    },
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
