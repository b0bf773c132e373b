import { maxLength, minLength, nonEmpty, pipe, regex, string, trim } from "valibot";
import { VALIDATION_MESSAGES } from "./messages";

/** Shortest and longest username, in characters. */
export const USERNAME_MIN_LENGTH_CHARS = 3;
export const USERNAME_MAX_LENGTH_CHARS = 30;

/** Letters, digits and `. _ -`, as a login name is typed on any keyboard. */
const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

/**
 * The username of a brand that signs players up by username (the registration field `username`):
 * required, 3 to 30 letters, digits or `. _ -` (this project's rule; the spec names the field only).
 *
 * @example v.safeParse(usernameSchema, "nora_v").success // true
 * @example v.safeParse(usernameSchema, "no ra").success // false
 */
export const usernameSchema = pipe(
  string(VALIDATION_MESSAGES.required),
  trim(),
  nonEmpty(VALIDATION_MESSAGES.required),
  minLength(USERNAME_MIN_LENGTH_CHARS, VALIDATION_MESSAGES.format),
  maxLength(USERNAME_MAX_LENGTH_CHARS, VALIDATION_MESSAGES.maxLength),
  regex(USERNAME_PATTERN, VALIDATION_MESSAGES.format),
);
