import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** What a third party vouched for (`linked` of the return address), to start the linked sign-up with. */
export function linkedAccountQueryOptions(client: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: queryKeys.linkedAccount(uuid),
    queryFn: async ({ signal }) => (await client.session.getLinkedAccount(uuid, { signal })).data,
    // It does not change while the form is open; a refetch on focus would reset nothing but cost a call.
    staleTime: Infinity,
    retry: retryUnlessClientError,
  });
}
