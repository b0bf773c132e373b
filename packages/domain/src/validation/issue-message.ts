import { safeParse } from "valibot";
import type { BaseIssue, BaseSchema } from "valibot";

/**
 * The message of the first issue a schema reports for `value`, or `null` when it is valid.
 * Every schema of this package uses message keys as issue messages, so this is the key.
 *
 * @example firstIssueMessage(emailSchema, "") // "form.validation.invalid.required"
 */
// @__NO_SIDE_EFFECTS__
export function firstIssueMessage(
  schema: BaseSchema<unknown, unknown, BaseIssue<unknown>>,
  value: unknown,
): string | null {
  const result = safeParse(schema, value, { abortEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}
