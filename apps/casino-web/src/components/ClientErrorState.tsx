"use client";

import type { ErrorStateProps } from "@casino/ui";
import dynamic from "next/dynamic";

// The UI kit ships as one module; loaded only when a page actually has an error to show, so a
// page that loaded fine carries none of it. Still rendered on the server: never a blank page.
const ErrorState = dynamic(() => import("@casino/ui").then((ui) => ui.ErrorState));

/** `ErrorState` for server-rendered pages: the UI kit's components read their texts from a client context. */
export function ClientErrorState(props: ErrorStateProps) {
  return <ErrorState {...props} />;
}
