"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CallOptions } from "../../core/request-options";
import type { UploadDocumentInput } from "../../endpoints/documents";
import { useApiClient } from "../api-client-context";
import { queryKeys } from "../query-keys";

/** Uploads a document, with progress; the documents are refreshed after it. */
export function useUploadDocument(options: Pick<CallOptions, "onUploadProgress"> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UploadDocumentInput) => client.documents.uploadDocument(input, options),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.documents() }),
  });
}
