import { nonEmpty, pipe, regex, string, trim } from "valibot";
import { firstIssueMessage } from "./issue-message";
import { VALIDATION_MESSAGES } from "./messages";

/**
 * An e-mail address built only from the characters the key-press filter lets through
 * (letters, digits, `@ . _ % + -`), with a top-level domain of 2 or more letters.
 */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

const EMAIL_KEY = /^[A-Za-z0-9@._%+-]$/;

/**
 * The e-mail field: required, then the format. Surrounding spaces are trimmed first.
 * Issue messages are the spec's keys.
 */
export const emailSchema = pipe(
  string(VALIDATION_MESSAGES.required),
  trim(),
  nonEmpty(VALIDATION_MESSAGES.required),
  regex(EMAIL_PATTERN, VALIDATION_MESSAGES.format),
);

/**
 * The message key for an e-mail value, or `null` when it is valid.
 *
 * @example validateEmail("") // "form.validation.invalid.required"
 * @example validateEmail("ann@example.c") // "form.validation.invalid.format"
 * @example validateEmail("ann@example.com") // null
 */
// @__NO_SIDE_EFFECTS__
export function validateEmail(value: string | null | undefined): string | null {
  return firstIssueMessage(emailSchema, value ?? "");
}

/**
 * The e-mail key-press filter: whether a key (a `KeyboardEvent.key`) may reach the field.
 * Named keys (Backspace, ArrowLeft, Tab, ...) always pass; a character passes when it is a
 * letter, a digit or one of `@ . _ % + -`.
 *
 * @example acceptsEmailKey("a") // true
 * @example acceptsEmailKey(" ") // false
 * @example acceptsEmailKey("Backspace") // true
 */
// @__NO_SIDE_EFFECTS__
export function acceptsEmailKey(key: string): boolean {
  return [...key].length !== 1 || EMAIL_KEY.test(key);
}

/**
 * Text pasted or dropped into the e-mail field with the characters the key-press filter would
 * have refused removed.
 *
 * @example filterEmailInput(" ann @example.com") // "ann@example.com"
 */
// @__NO_SIDE_EFFECTS__
export function filterEmailInput(text: string): string {
  return [...text].filter((char) => EMAIL_KEY.test(char)).join("");
}
