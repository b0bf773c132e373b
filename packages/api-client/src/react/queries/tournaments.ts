import { LEADERBOARD_REFRESH_MS } from "@casino/domain";
import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** Every tournament and race. */
export function tournamentsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.tournaments(),
    queryFn: async ({ signal }) => (await client.tournaments.list({ signal })).data.rows,
    retry: retryUnlessClientError,
  });
}

/** A leaderboard, read again every `LEADERBOARD_REFRESH_MS` while the page is visible (not in a background tab). */
export function leaderboardQueryOptions(client: ApiClient, tournamentId: number | string) {
  return queryOptions({
    queryKey: queryKeys.leaderboard(tournamentId),
    queryFn: async ({ signal }) => (await client.tournaments.leaderboard(tournamentId, { signal })).data,
    refetchInterval: LEADERBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
    retry: retryUnlessClientError,
  });
}
