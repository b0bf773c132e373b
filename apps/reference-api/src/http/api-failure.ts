import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * A refusal with the project's error body (`@casino/api-client` `errorBodySchema`):
 * `{ success: false, errorCode, message, data? }`. Route code throws it; the app's error
 * handler answers it. Thrown inside a store transaction, it also rolls the writes back.
 */
export class ApiFailure extends Error {
  override readonly name = "ApiFailure";
  readonly status: ContentfulStatusCode;
  readonly errorCode: string;
  readonly data: unknown;
  /** Headers the answer carries besides the body (`Retry-After` on a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(
    status: ContentfulStatusCode,
    errorCode: string,
    message: string,
    data?: unknown,
    headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.data = data;
    this.headers = headers;
  }

  /** The JSON body of this refusal. */
  body(): { success: false; errorCode: string; message: string; data?: unknown } {
    return this.data === undefined
      ? { success: false, errorCode: this.errorCode, message: this.message }
      : { success: false, errorCode: this.errorCode, message: this.message, data: this.data };
  }
}
