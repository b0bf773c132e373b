import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import type { AllBonusQuery, UserBonusQuery } from "../../schemas/bonus";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** A page of promotions (`data.bonus`: count and rows). */
export function allBonusQueryOptions(client: ApiClient, query: AllBonusQuery) {
  return queryOptions({
    queryKey: queryKeys.allBonus(query),
    queryFn: async ({ signal }) => (await client.bonus.getAllBonus(query, { signal })).data.bonus,
    retry: retryUnlessClientError,
  });
}

/** A page of the player's bonuses. */
export function userBonusQueryOptions(client: ApiClient, query: UserBonusQuery) {
  return queryOptions({
    queryKey: queryKeys.userBonus(query),
    queryFn: async ({ signal }) => (await client.bonus.getUserBonus(query, { signal })).data.bonus,
    retry: retryUnlessClientError,
  });
}
