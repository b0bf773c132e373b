"use client";

import type { RakebackClaimInput } from "../../endpoints/rakeback";
import type { ClaimRewardRequest } from "../../schemas/rakeback";
import { useApiClient } from "../api-client-context";
import { useMoneyMutation } from "../money-mutation";
import { queryKeys } from "../query-keys";

/** Claims a rakeback day; afterwards the rakeback days and the user details are refreshed. */
export function useClaimRakeback() {
  const client = useApiClient();
  return useMoneyMutation(
    (input: RakebackClaimInput, options) => client.rakeback.claimRakeback(input, options),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.rakebackDaysAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
      ]),
  );
}

/** Claims a reward; afterwards the cashback award and the user details are refreshed. */
export function useClaimReward() {
  const client = useApiClient();
  return useMoneyMutation(
    (body: ClaimRewardRequest, options) => client.rakeback.claimReward(body, options),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.calendarAwardAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rakebackDaysAll() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
      ]),
  );
}
