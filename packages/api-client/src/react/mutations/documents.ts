"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CallOptions } from "../../core/request-options";
import type { UploadDocumentInput } from "../../endpoints/documents";
import { useApiClient } from "../api-client-context";
import { queryKeys } from "../query-keys";

/** An upload, and the signal that cancels it (the player's Cancel). */
export type UploadDocumentVariables = UploadDocumentInput & { signal?: AbortSignal };

/**
 * Uploads a document; the documents and their labels are refreshed after it. `signal` in the
 * variables cancels that upload. `onUploadProgress` streams the body, which browsers send only
 * over HTTP/2 or later: leave it out where the site may be served over HTTP/1.1.
 */
export function useUploadDocument(options: Pick<CallOptions, "onUploadProgress"> = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ signal, ...input }: UploadDocumentVariables) =>
      client.documents.uploadDocument(input, { ...options, ...(signal === undefined ? {} : { signal }) }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.documents() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.documentLabels() }),
      ]),
  });
}
