"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useRepeatableAttemptKey } from "./attempt-key";

/**
 * A mutation that moves money or a bonus: every press sends an idempotency key, the same request
 * sent again after an unknown outcome sends the previous one (`useRepeatableAttemptKey`), and what
 * the call may have changed is refreshed however it ended, since a failed call may still have been
 * carried out (see docs/features.md, "Call conventions").
 *
 * @example
 * const client = useApiClient();
 * return useMoneyMutation((body: WithdrawRequest, options) => client.payments.withdraw(body, options), refreshWallet);
 */
export function useMoneyMutation<TRequest, TResult>(
  send: (request: TRequest, options: { idempotencyKey: string }) => Promise<TResult>,
  refresh: (queryClient: QueryClient) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  const attempts = useRepeatableAttemptKey();
  return useMutation({
    mutationFn: (request: TRequest, context) => send(request, { idempotencyKey: attempts.keyFor(request, context) }),
    onSettled: (_data, error) => {
      attempts.settled(error);
      return refresh(queryClient);
    },
  });
}
