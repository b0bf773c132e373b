import { isApiError } from "../api-error";

/** 5xx answers that say the request was not carried out: the server is down or does not do it. */
const NOT_CARRIED_OUT = new Set([501, 503]);

/**
 * Whether a failed call may still have been carried out by the back end: it timed out, the
 * connection dropped, the answer was not what the call expects, or the server failed while
 * handling it (see docs/features.md, "Call conventions"). A money call that ends this way must
 * not be described as failed, and pressing again must send the same idempotency key.
 *
 * @example isOutcomeUnknown(new ApiError("timeout", { endpoint: "withdraw" })) // => true
 * @example isOutcomeUnknown(new ApiError("http", { endpoint: "withdraw", status: 422 })) // => false
 */
export function isOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  switch (error.kind) {
    case "timeout":
    case "network":
    case "invalid-response":
      return true;
    case "unauthenticated":
      return false;
    case "http":
      return error.status >= 500 && !NOT_CARRIED_OUT.has(error.status);
  }
}
