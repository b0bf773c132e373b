"use client";

import { ErrorState, type ErrorStateProps } from "@casino/ui";

/** `ErrorState` for server-rendered pages: the UI kit's components read their texts from a client context. */
export function ClientErrorState(props: ErrorStateProps) {
  return <ErrorState {...props} />;
}
