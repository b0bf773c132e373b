"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { useApiClient } from "../api-client-context";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";
import type { ReadOptions } from "./read-options";

/** The player's limits. */
export function limitsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.limits(),
    queryFn: async ({ signal }) => (await client.limits.getLimits({ signal })).data,
    retry: retryUnlessClientError,
  });
}
/** The player's responsible-gambling limits. */
export function useLimits(options: ReadOptions = {}) {
  return useQuery({ ...limitsQueryOptions(useApiClient()), ...options });
}
