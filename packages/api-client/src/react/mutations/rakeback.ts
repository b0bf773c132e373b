"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RakebackClaimInput } from "../../endpoints/rakeback";
import type { ClaimRewardRequest } from "../../schemas/rakeback";
import { useApiClient } from "../api-client-context";
import { attemptKey } from "../attempt-key";
import { queryKeys } from "../query-keys";

/** Claims a rakeback day; afterwards the rakeback days and the user details are refreshed. */
export function useClaimRakeback() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RakebackClaimInput, context) =>
      client.rakeback.claimRakeback(input, { idempotencyKey: attemptKey(context) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rakebackDaysAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
      ]),
  });
}

/** Claims a reward; afterwards the cashback award and the user details are refreshed. */
export function useClaimReward() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClaimRewardRequest, context) =>
      client.rakeback.claimReward(body, { idempotencyKey: attemptKey(context) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.calendarAwardAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rakebackDaysAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
      ]),
  });
}
