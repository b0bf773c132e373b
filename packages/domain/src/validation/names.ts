import { maxLength, nonEmpty, pipe, string, trim } from "valibot";
import { firstIssueMessage } from "./issue-message";
import { VALIDATION_MESSAGES } from "./messages";

/** Longest first name, last name and address, in characters. */
export const NAME_MAX_LENGTH_CHARS = 255;

/** A first or last name: required, at most 255 characters. */
export const nameSchema = pipe(
  string(VALIDATION_MESSAGES.required),
  trim(),
  nonEmpty(VALIDATION_MESSAGES.required),
  maxLength(NAME_MAX_LENGTH_CHARS, VALIDATION_MESSAGES.maxLength),
);

/** An address line: optional, at most 255 characters. */
export const addressSchema = pipe(
  string(VALIDATION_MESSAGES.required),
  trim(),
  maxLength(NAME_MAX_LENGTH_CHARS, VALIDATION_MESSAGES.maxLength),
);

/** A field that must be filled, such as city or postal code in the profile form, at most 255 characters. */
export const requiredTextSchema = nameSchema;

/**
 * The message key for a first or last name, or `null`.
 *
 * @example validateName("") // "form.validation.invalid.required"
 * @example validateName("x".repeat(256)) // "form.validation.invalid.max.length"
 */
// @__NO_SIDE_EFFECTS__
export function validateName(value: string | null | undefined): string | null {
  return firstIssueMessage(nameSchema, value ?? "");
}

/**
 * The message key for an address, or `null`; `required` asks for a value as the profile form does.
 *
 * @example validateAddress("", { required: true }) // "form.validation.invalid.required"
 * @example validateAddress("") // null
 */
// @__NO_SIDE_EFFECTS__
export function validateAddress(value: string | null | undefined, options: { required?: boolean } = {}): string | null {
  return firstIssueMessage(options.required === true ? requiredTextSchema : addressSchema, value ?? "");
}
