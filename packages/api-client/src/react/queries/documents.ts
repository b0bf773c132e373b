"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { useApiClient } from "../api-client-context";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";
import type { ReadOptions } from "./read-options";

/** The player's uploaded documents. */
export function documentsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.documents(),
    queryFn: async ({ signal }) => (await client.documents.getDocuments({ signal })).data,
    retry: retryUnlessClientError,
  });
}
/** The player's uploaded documents. */
export function useDocuments(options: ReadOptions = {}) {
  return useQuery({ ...documentsQueryOptions(useApiClient()), ...options });
}

/** The kinds of document asked for. */
export function documentLabelsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.documentLabels(),
    queryFn: async ({ signal }) => (await client.documents.getDocumentLabels({ signal })).data,
    retry: retryUnlessClientError,
  });
}
/** The kinds of document asked for. */
export function useDocumentLabels(options: ReadOptions = {}) {
  return useQuery({ ...documentLabelsQueryOptions(useApiClient()), ...options });
}
