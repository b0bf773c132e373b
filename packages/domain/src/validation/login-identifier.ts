import { safeParse } from "valibot";
import { validateEmail } from "./email";
import { VALIDATION_MESSAGES } from "./messages";
import { usernameSchema } from "./username";

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

/** What a login field can hold: how the player signed up. */
export type LoginIdentifierKind = "email" | "phone" | "username";

/** Which kinds of login besides the e-mail a brand's players may have (see docs/features.md, "Session and sign-in"). */
export interface LoginIdentifierOptions {
  /** Phone accounts sign in with their number in international form. */
  phone?: boolean;
  /** Players who signed up by username sign in with it. */
  username?: boolean;
}

/**
 * What the login field holds: an e-mail address (it has an `@`), a phone number in international
 * form (`+` first), or a username (letters, digits and `. _ -`, as `usernameSchema`); `null` while
 * it is none of them.
 *
 * @example loginIdentifierKind("ann@example.com") // "email"
 * @example loginIdentifierKind("+356 9912 3456") // "phone"
 * @example loginIdentifierKind("nora_v") // "username"
 */
// @__NO_SIDE_EFFECTS__
export function loginIdentifierKind(value: string): LoginIdentifierKind | null {
  const trimmed = value.trim();
  if (INTERNATIONAL_NUMBER.test(trimmed)) {
    const digits = trimmed.replace(/\D/g, "").length;
    return digits >= MIN_DIGITS && digits <= MAX_DIGITS ? "phone" : null;
  }
  if (trimmed.includes("@")) return validateEmail(trimmed) === null ? "email" : null;
  return safeParse(usernameSchema, trimmed).success ? "username" : null;
}

/**
 * The message key for the login field, or `null` when it is valid: an e-mail address, with
 * `phone` also a number in international form, with `username` also a username. A number without
 * its `+` and country code is refused with the format key where usernames are not taken, since it
 * could belong to any country.
 *
 * @example validateLoginIdentifier("+35699123456", { phone: true }) // null
 * @example validateLoginIdentifier("+35699123456") // "form.validation.invalid.format"
 * @example validateLoginIdentifier("nora_v", { username: true }) // null
 */
// @__NO_SIDE_EFFECTS__
export function validateLoginIdentifier(value: string, options: LoginIdentifierOptions = {}): string | null {
  if (value.trim() === "") return VALIDATION_MESSAGES.required;
  const kind = loginIdentifierKind(value);
  if (kind === "email" || (kind !== null && options[kind] === true)) return null;
  return VALIDATION_MESSAGES.format;
}

/**
 * The login field as the login call sends it: an e-mail or a username as typed (trimmed), a phone
 * number as `+` and its digits.
 *
 * @example loginIdentifier(" +356 9912-3456 ") // "+35699123456"
 */
// @__NO_SIDE_EFFECTS__
export function loginIdentifier(value: string): string {
  const trimmed = value.trim();
  return loginIdentifierKind(trimmed) === "phone" ? internationalPhoneNumber("", trimmed) : trimmed;
}
