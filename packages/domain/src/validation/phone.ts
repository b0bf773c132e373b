import { parsePhoneNumberFromString, validatePhoneNumberLength } from "libphonenumber-js/min";
import { forward, object, partialCheck, pipe, string } from "valibot";
import { VALIDATION_MESSAGES } from "./messages";

// E.164 caps a full number (calling code included) at 15 digits; used when the code is unknown.
const E164_MAX_DIGITS = 15;
const DIGITS = /^\d+$/;

function callingCodeDigits(phoneCode: string): string {
  // Country lists write codes as "+91", "91" or "1-684": only the digits matter.
  return phoneCode.replace(/\D/g, "");
}

/**
 * The message key for a phone number, or `null` when it is valid. The phone code (`"+91"`,
 * `"91"`) and the number are parsed together with libphonenumber-js (min metadata).
 *
 * @example validatePhone("+91", "") // "form.validation.invalid.required"
 * @example validatePhone("+91", "98765") // "form.validation.invalid.short.number"
 * @example validatePhone("+91", "9876543210") // null
 */
// @__NO_SIDE_EFFECTS__
export function validatePhone(phoneCode: string, phone: string): string | null {
  const code = callingCodeDigits(phoneCode ?? "");
  const number = (phone ?? "").trim();
  if (number === "" || code === "") return VALIDATION_MESSAGES.required;
  if (!DIGITS.test(number)) return VALIDATION_MESSAGES.format;
  const full = `+${code}${number}`;
  const length = validatePhoneNumberLength(full);
  if (length === "TOO_SHORT") return VALIDATION_MESSAGES.shortNumber;
  if (length === "TOO_LONG") return VALIDATION_MESSAGES.longNumber;
  if (length !== undefined) return VALIDATION_MESSAGES.format;
  return parsePhoneNumberFromString(full)?.isValid() === true ? null : VALIDATION_MESSAGES.format;
}

/**
 * The phone key-press filter: named keys (Backspace, arrows, Tab) always pass; a character
 * passes only when it is a digit and the number would not become too long with it.
 *
 * @example acceptsPhoneKey("5", { phoneCode: "+91", phone: "987654321" }) // true
 * @example acceptsPhoneKey("5", { phoneCode: "+91", phone: "9876543210123" }) // false: too long already
 * @example acceptsPhoneKey("a", { phoneCode: "+91", phone: "" }) // false
 */
// @__NO_SIDE_EFFECTS__
export function acceptsPhoneKey(key: string, field: { phoneCode: string; phone: string }): boolean {
  if ([...key].length !== 1) return true;
  if (!/^\d$/.test(key)) return false;
  return !isPhoneTooLong(field.phoneCode, field.phone + key);
}

/**
 * Whether the number is too long for its calling code, so that typing stops there. With an
 * unknown calling code, the E.164 limit of 15 digits applies.
 *
 * @example isPhoneTooLong("+1", "20155501234") // true
 */
// @__NO_SIDE_EFFECTS__
export function isPhoneTooLong(phoneCode: string, phone: string): boolean {
  const code = callingCodeDigits(phoneCode);
  const number = phone.replace(/\D/g, "");
  if (code.length + number.length > E164_MAX_DIGITS) return true;
  return code !== "" && number !== "" && validatePhoneNumberLength(`+${code}${number}`) === "TOO_LONG";
}

/**
 * Text pasted into the phone field reduced to its digits.
 *
 * @example filterPhoneInput("98765 43-210") // "9876543210"
 */
// @__NO_SIDE_EFFECTS__
export function filterPhoneInput(text: string): string {
  return text.replace(/\D/g, "");
}

/**
 * The phone fields of a form, `{ phoneCode, phone }`, checked together; the issue lands on
 * `phone` with the key {@link validatePhone} gives.
 */
export const phoneFieldsSchema = pipe(
  object(
    { phoneCode: string(VALIDATION_MESSAGES.required), phone: string(VALIDATION_MESSAGES.required) },
    VALIDATION_MESSAGES.required,
  ),
  forward(
    partialCheck(
      [["phoneCode"], ["phone"]],
      (input) => validatePhone(input.phoneCode, input.phone) === null,
      (issue) => phoneIssueKey(issue.input),
    ),
    ["phone"],
  ),
);

/**
 * The message key of a form's phone fields that failed their check, read from the form's input
 * (`{ phoneCode, phone }`): the key {@link validatePhone} gives, the format key when it gives none.
 * The forms that check the two fields together put this on `phone`.
 */
export function phoneIssueKey(input: unknown): string {
  const fields = input as { phoneCode?: unknown; phone?: unknown };
  const code = typeof fields.phoneCode === "string" ? fields.phoneCode : "";
  const phone = typeof fields.phone === "string" ? fields.phone : "";
  return validatePhone(code, phone) ?? VALIDATION_MESSAGES.format;
}
