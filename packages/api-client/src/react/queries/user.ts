import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** The signed-in player's details (`data` of get-user-details). */
export function userDetailsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.userDetails(),
    queryFn: async ({ signal }) => (await client.user.getUserDetails({ signal })).data,
    retry: retryUnlessClientError,
  });
}

/** The signed-in player's wallet figures (`data` of the wallet call). */
export function walletFiguresQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.walletFigures(),
    queryFn: async ({ signal }) => (await client.user.getWalletFigures({ signal })).data,
    retry: retryUnlessClientError,
  });
}

/** The signed-in player's statistics (`data` of player-stats). */
export function playerStatsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.playerStats(),
    queryFn: async ({ signal }) => (await client.user.getPlayerStats({ signal })).data,
    retry: retryUnlessClientError,
  });
}
