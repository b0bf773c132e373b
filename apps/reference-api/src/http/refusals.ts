import { ApiFailure } from "./api-failure.ts";

/*
 * How a refusal chooses its status (the README's contract section). 403 is reserved for a
 * missing, unknown or expired token, because the client signs the player out on any 403; a
 * business refusal is never a 403:
 *
 * - 400: the request is malformed (not JSON, a field the schema refuses);
 * - 409: the player's state (or the record's) forbids it: self-excluded, already claimed, a bonus
 *   active, a profile incomplete, a balance too low;
 * - 422: the request breaks a business rule: a restricted country, a closed window, an amount or a
 *   method outside what the brand allows, credentials that do not match;
 * - 429: too many tries in a short time, with `Retry-After` in seconds.
 */

/** A refusal because the player's (or the record's) state forbids the request: 409 with the spec's code. */
export function conflict(errorCode: string, message: string, data?: unknown): ApiFailure {
  return new ApiFailure(409, errorCode, message, data);
}

/** A refusal because the request breaks a business rule: 422 with the spec's code. */
export function unprocessable(errorCode: string, message: string, data?: unknown): ApiFailure {
  return new ApiFailure(422, errorCode, message, data);
}

/** A refusal because the caller tried too often: 429 with `Retry-After` (whole seconds, at least 1). */
export function tooManyRequests(errorCode: string, message: string, retryAfterMs: number): ApiFailure {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiFailure(429, errorCode, message, { retryAfterSeconds: seconds }, { "Retry-After": String(seconds) });
}
