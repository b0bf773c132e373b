import type { KnownErrorCode } from "@casino/domain";

/**
 * What went wrong with a call:
 * - `http`: the back end answered with a status outside 2xx (`status`, `body`, `code`);
 * - `invalid-response`: the answer was 2xx but its body was not JSON or did not fit the
 *   call's schema (`issuePath` names the first bad field, `issues` lists them all);
 * - `timeout`: no answer within the call's time limit;
 * - `network`: no answer at all (offline, DNS, connection refused);
 * - `unauthenticated`: the call needs a token and there was none, so it was never sent.
 */
export type ApiErrorKind = "http" | "invalid-response" | "timeout" | "network" | "unauthenticated";

/**
 * A server's error code: one the domain catalogues know (so editors complete it), or any other
 * string a brand's back end adds, which still type-checks.
 */
export type ApiErrorCode = KnownErrorCode | (string & {});

/** One problem found in a response body, with the dot path of the field (`data.getUser.userId`). */
export type ApiErrorIssue = { path: string; message: string };

/** Everything an {@link ApiError} carries besides its kind. */
export type ApiErrorDetails = {
  /** The endpoint name (a key of `DEFAULT_PATHS`) or the path of a raw request. */
  endpoint: string;
  /** HTTP status; 0 when no answer arrived. */
  status?: number;
  /** The parsed JSON body, else the raw text, of the answer. */
  body?: unknown;
  /** The server's error code (`errorCode` in the body), when it sent one. */
  code?: ApiErrorCode | undefined;
  /** The server's human message, when it sent one. */
  serverMessage?: string | undefined;
  /** For `invalid-response`: every problem found, the first one's path in `issuePath`. */
  issues?: readonly ApiErrorIssue[];
  /** The underlying error (ky's timeout or network error, JSON.parse's SyntaxError). */
  cause?: unknown;
};

/**
 * A failed call. One class for every kind so callers have one thing to catch; `kind` tells
 * them apart and `code` carries the server's catalogue code.
 *
 * @example
 * try {
 *   await client.payments.deposit(request);
 * } catch (error) {
 *   if (isApiError(error) && error.code === "PAYMENT_LIMIT_THRESHOLD") showDailyLimitReached();
 * }
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly kind: ApiErrorKind;
  readonly endpoint: string;
  readonly status: number;
  readonly body: unknown;
  /** The server's error code; narrow it with a catalogue's guard (`isDepositErrorCode`). */
  readonly code: ApiErrorCode | undefined;
  readonly serverMessage: string | undefined;
  readonly issues: readonly ApiErrorIssue[];
  /** The dot path of the first field that did not fit the schema (`invalid-response` only). */
  readonly issuePath: string | undefined;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails) {
    super(describe(kind, details), details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.endpoint = details.endpoint;
    this.status = details.status ?? 0;
    this.body = details.body;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.issues = details.issues ?? [];
    this.issuePath = this.issues[0]?.path;
  }
}

function describe(kind: ApiErrorKind, details: ApiErrorDetails): string {
  switch (kind) {
    case "http":
      return `${details.endpoint}: the server answered ${String(details.status ?? 0)}${details.code === undefined ? "" : ` (${details.code})`}`;
    case "invalid-response": {
      const first = details.issues?.[0];
      return first === undefined
        ? `${details.endpoint}: the answer is not the expected JSON`
        : `${details.endpoint}: the answer does not fit its schema at "${first.path}": ${first.message}`;
    }
    case "timeout":
      return `${details.endpoint}: no answer in time`;
    case "network":
      return `${details.endpoint}: the server could not be reached`;
    case "unauthenticated":
      return `${details.endpoint}: needs a signed-in player; not sent`;
  }
}

/**
 * Whether `error` is an {@link ApiError}, also across bundle copies of this package
 * (checked by name and kind, like ky's type guards).
 *
 * @example
 * if (isApiError(error) && error.kind === "timeout") showTryAgain();
 */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === "ApiError" && typeof (error as { kind?: unknown }).kind === "string";
}
