import * as v from "valibot";
import { maybe } from "./common";

/**
 * The body of an error answer, this project's contract (the product leaves error bodies open):
 *
 * ```json
 * { "success": false, "errorCode": "PAYMENT_LIMIT_THRESHOLD", "message": "Daily limit reached", "data": {} }
 * ```
 *
 * `errorCode` is one of the catalogue codes (deposit, bonus activation, bet limit, ...);
 * `message` is a human text the UI may show (sign-up and profile update show it);
 * `data` carries details such as the ids of a bonus `UNIFIED_ERROR`. Back ends that name the
 * code `code` or `error` are read too (see `serverErrorCode`).
 */
export const errorBodySchema = v.looseObject({
  success: maybe(v.boolean()),
  errorCode: maybe(v.string()),
  code: maybe(v.union([v.string(), v.number()])),
  error: maybe(v.unknown()),
  message: maybe(v.string()),
  data: v.optional(v.unknown()),
});
/** Parsed error body. */
export type ErrorBody = v.InferOutput<typeof errorBodySchema>;

/**
 * The server's error code in an error body: `errorCode`, else a string `code`, else a string
 * `error`; `undefined` when the body carries none.
 *
 * @example
 * serverErrorCode({ success: false, errorCode: "RETRY_PERIOD" }); // => "RETRY_PERIOD"
 */
export function serverErrorCode(body: unknown): string | undefined {
  const parsed = v.safeParse(errorBodySchema, body);
  if (!parsed.success) return undefined;
  const { errorCode, code, error } = parsed.output;
  if (typeof errorCode === "string" && errorCode !== "") return errorCode;
  if (typeof code === "string" && code !== "") return code;
  if (typeof error === "string" && error !== "") return error;
  return undefined;
}

/**
 * The server's human message in an error body, when it has one.
 *
 * @example
 * serverErrorMessage({ success: false, message: "Email taken" }); // => "Email taken"
 */
export function serverErrorMessage(body: unknown): string | undefined {
  const parsed = v.safeParse(errorBodySchema, body);
  if (!parsed.success) return undefined;
  const { message } = parsed.output;
  return typeof message === "string" && message !== "" ? message : undefined;
}
