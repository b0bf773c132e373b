import { isApiError } from "../api-error";

/** How many times a failed read is retried when a retry can help. */
const MAX_RETRIES = 2;

/**
 * React Query's `retry`: never for a 4xx (a 403 must reach the login modal at once, not after
 * three tries; QUALITY.md "Reliability"), a call refused for want of a token, or a body that
 * does not fit its schema (it will not fit next time either); up to twice otherwise.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (isApiError(error)) {
    if (error.kind === "unauthenticated" || error.kind === "invalid-response") return false;
    if (error.status >= 400 && error.status < 500) return false;
  }
  return failureCount < MAX_RETRIES;
}
