"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-client-context";
import { documentLabelsQueryOptions, documentsQueryOptions } from "../queries/documents";
import type { ReadOptions } from "../queries/read-options";

/** The player's uploaded documents. */
export function useDocuments(options: ReadOptions = {}) {
  return useQuery({ ...documentsQueryOptions(useApiClient()), ...options });
}

/** The kinds of document asked for. */
export function useDocumentLabels(options: ReadOptions = {}) {
  return useQuery({ ...documentLabelsQueryOptions(useApiClient()), ...options });
}
