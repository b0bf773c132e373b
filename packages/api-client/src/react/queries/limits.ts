import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** The player's limits. */
export function limitsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.limits(),
    queryFn: async ({ signal }) => (await client.limits.getLimits({ signal })).data,
    retry: retryUnlessClientError,
  });
}
