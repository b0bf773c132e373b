"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ExcludeNextTransactionRequest, RemoveLimitRequest, SetLimitRequest } from "../../schemas/limits";
import { useApiClient } from "../api-client-context";
import { queryKeys } from "../query-keys";

function refreshLimits(queryClient: QueryClient) {
  // Self-exclusion lives in the user details too (`userLimit`).
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.limits() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
  ]);
}

/** Sets a limit; the limits and user details are refreshed after it. */
export function useSetLimit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetLimitRequest) => client.limits.setLimit(body),
    onSettled: () => refreshLimits(queryClient),
  });
}

/** Removes a limit; the limits and user details are refreshed after it. */
export function useRemoveLimit() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RemoveLimitRequest) => client.limits.removeLimit(body),
    onSettled: () => refreshLimits(queryClient),
  });
}

/**
 * Confirm Bonus Buy: only the player's next transaction skips the bet limit checks. The refusal
 * it answers is dismissed once the back end has agreed.
 */
export function useExcludeNextTransaction() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExcludeNextTransactionRequest) => client.limits.excludeNextTransaction(body),
    onSuccess: () => queryClient.setQueryData(queryKeys.betRefusal(), null),
  });
}
