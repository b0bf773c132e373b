"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { useApiClient } from "../api-client-context";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";
import type { ReadOptions } from "./read-options";

/** The signed-in player's details (`data` of get-user-details). */
export function userDetailsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.userDetails(),
    queryFn: async ({ signal }) => (await client.user.getUserDetails({ signal })).data,
    retry: retryUnlessClientError,
  });
}
/** The signed-in player's details; pass `enabled: authenticated`. */
export function useUserDetails(options: ReadOptions = {}) {
  return useQuery({ ...userDetailsQueryOptions(useApiClient()), ...options });
}
