/** A back-end answer that was not 200, or a body that did not fit its schema. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, body: unknown, message = `Request failed with status ${status}`) {
    super(message);
    this.status = status;
    this.body = body;
  }
}

/** Whether `error` is an {@link ApiError}, also across bundle copies of this package. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof Error && error.name === "ApiError";
}
