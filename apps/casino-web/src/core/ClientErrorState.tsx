"use client";

import { ErrorState, type ErrorStateProps } from "@casino/ui";
import { useRouter } from "next/navigation";
import { useTransition } from "react";

/**
 * `ErrorState` for server-rendered pages (the UI kit's components read their texts from a client
 * context). Its "Try again" renders the page's server part again: the failed read is repeated and,
 * when the back end answers, the content replaces the error without a reload.
 */
export function ClientErrorState(props: Omit<ErrorStateProps, "onRetry" | "retrying">) {
  const router = useRouter();
  const [retrying, startRetry] = useTransition();
  return <ErrorState {...props} onRetry={() => startRetry(() => router.refresh())} retrying={retrying} />;
}
