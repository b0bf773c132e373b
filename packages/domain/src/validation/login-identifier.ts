import { validateEmail } from "./email";
import { VALIDATION_MESSAGES } from "./messages";

// E.164: a country code and a number, 15 digits at the most; the shortest numbers in use have 7.
const INTERNATIONAL_NUMBER = /^\+[\d\s()-]+$/;
const MIN_DIGITS = 7;
const MAX_DIGITS = 15;

/**
 * A phone number as one international string, `+` and its digits, the way a phone account signs
 * in (see docs/features.md, "Registration"): the calling code (`"+356"`, `"356"`) and the national
 * number together, every space and dash dropped.
 *
 * @example internationalPhoneNumber("+356", "9912 3456") // "+35699123456"
 */
// @__NO_SIDE_EFFECTS__
export function internationalPhoneNumber(phoneCode: string, phone: string): string {
  return `+${`${phoneCode}${phone}`.replace(/\D/g, "")}`;
}

/**
 * What the login field holds: an e-mail address, or a phone number in international form (`+`
 * first) when the brand lets phone accounts sign in; `null` while it is neither.
 *
 * @example loginIdentifierKind("ann@example.com") // "email"
 * @example loginIdentifierKind("+356 9912 3456") // "phone"
 */
// @__NO_SIDE_EFFECTS__
export function loginIdentifierKind(value: string): "email" | "phone" | null {
  const trimmed = value.trim();
  if (INTERNATIONAL_NUMBER.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, "").length;
    return digits >= MIN_DIGITS && digits <= MAX_DIGITS ? "phone" : null;
  }
  return validateEmail(trimmed) === null ? "email" : null;
}

/**
 * The message key for the login field, or `null` when it is valid: an e-mail address, or with
 * `phone` also a number in international form. A number without its `+` and country code is
 * refused with the format key, since it could belong to any country.
 *
 * @example validateLoginIdentifier("+35699123456", { phone: true }) // null
 * @example validateLoginIdentifier("+35699123456") // "form.validation.invalid.format"
 */
// @__NO_SIDE_EFFECTS__
export function validateLoginIdentifier(value: string, options: { phone?: boolean } = {}): string | null {
  if (value.trim() === "") return VALIDATION_MESSAGES.required;
  const kind = loginIdentifierKind(value);
  if (kind === "email" || (kind === "phone" && options.phone === true)) return null;
  return VALIDATION_MESSAGES.format;
}

/**
 * The login field as the login call sends it: an e-mail as typed (trimmed), a phone number as
 * `+` and its digits.
 *
 * @example loginIdentifier(" +356 9912-3456 ") // "+35699123456"
 */
// @__NO_SIDE_EFFECTS__
export function loginIdentifier(value: string): string {
  const trimmed = value.trim();
  return loginIdentifierKind(trimmed) === "phone" ? internationalPhoneNumber("", trimmed) : trimmed;
}
