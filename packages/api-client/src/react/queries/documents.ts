import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/** The player's uploaded documents. */
export function documentsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.documents(),
    queryFn: async ({ signal }) => (await client.documents.getDocuments({ signal })).data,
    retry: retryUnlessClientError,
  });
}

/** The kinds of document asked for. */
export function documentLabelsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.documentLabels(),
    queryFn: async ({ signal }) => (await client.documents.getDocumentLabels({ signal })).data,
    retry: retryUnlessClientError,
  });
}
