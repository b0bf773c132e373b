import { check, maxLength, nonEmpty, object, pipe, string, trim } from "valibot";
import { NAME_MAX_LENGTH_CHARS } from "./names";
import { firstIssueMessage } from "./issue-message";
import { VALIDATION_MESSAGES } from "./messages";

/** Digits of a card security code. */
export const CVC_LENGTH_DIGITS = 3;

// Card numbers run from 12 (some Maestro) to 19 digits (ISO/IEC 7812).
const CARD_NUMBER = /^\d{12,19}$/;
const EXPIRY = /^(\d{2})\/(\d{2})$/;

function cardDigits(value: string): string {
  // People type the groups with spaces or dashes, as printed on the card.
  return value.replace(/[\s-]/g, "");
}

/**
 * Whether a digit string passes the Luhn check.
 *
 * @example passesLuhn("4111111111111111") // true
 */
// @__NO_SIDE_EFFECTS__
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The message key for a card number, or `null`: required, then 12 to 19 digits (spaces and
 * dashes between groups allowed) passing the Luhn check.
 *
 * @example validateCardNumber("4111 1111 1111 1111") // null
 * @example validateCardNumber("4111 1111 1111 1112") // "form.validation.invalid.card.number"
 */
// @__NO_SIDE_EFFECTS__
export function validateCardNumber(value: string, _now?: Date): string | null {
  const digits = cardDigits(value ?? "");
  if (digits === "") return VALIDATION_MESSAGES.required;
  return CARD_NUMBER.test(digits) && passesLuhn(digits) ? null : VALIDATION_MESSAGES.cardNumber;
}

/**
 * The message key for a card expiry `MM/YY`, or `null`: required, the format, a month 01 to 12,
 * and not in the past. A card is valid through the last day of its month (compared in UTC);
 * without `now` only the format and month are checked.
 *
 * @example validateCardExpiry("13/29") // "form.validation.invalid.card.month"
 * @example validateCardExpiry("02/26", new Date("2026-03-01T00:00:00Z")) // "form.validation.invalid.card.expired"
 */
// @__NO_SIDE_EFFECTS__
export function validateCardExpiry(value: string, now?: Date): string | null {
  const trimmed = (value ?? "").replace(/\s/g, "");
  if (trimmed === "") return VALIDATION_MESSAGES.required;
  const match = EXPIRY.exec(trimmed);
  if (match === null) return VALIDATION_MESSAGES.cardExpiry;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return VALIDATION_MESSAGES.cardMonth;
  if (now === undefined) return null;
  const expiresIn = (2000 + Number(match[2])) * 12 + month;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return expiresIn < current ? VALIDATION_MESSAGES.cardExpired : null;
}

/**
 * The message key for a card security code, or `null`: required, exactly 3 digits.
 *
 * @example validateCvc("12") // "form.validation.invalid.cvc"
 */
// @__NO_SIDE_EFFECTS__
export function validateCvc(value: string, _now?: Date): string | null {
  const trimmed = (value ?? "").trim();
  if (trimmed === "") return VALIDATION_MESSAGES.required;
  return trimmed.length === CVC_LENGTH_DIGITS && /^\d+$/.test(trimmed) ? null : VALIDATION_MESSAGES.cvc;
}

/** The cardholder name: required, at most 255 characters. */
export const cardHolderSchema = pipe(
  string(VALIDATION_MESSAGES.required),
  trim(),
  nonEmpty(VALIDATION_MESSAGES.required),
  maxLength(NAME_MAX_LENGTH_CHARS, VALIDATION_MESSAGES.maxLength),
);

/**
 * The message key for a cardholder name, or `null`.
 *
 * @example validateCardHolder("") // "form.validation.invalid.required"
 */
// @__NO_SIDE_EFFECTS__
export function validateCardHolder(value: string): string | null {
  return firstIssueMessage(cardHolderSchema, value ?? "");
}

/**
 * Expiry text as the player types it: digits only, with the slash added after the month
 * (`"1228"` → `"12/28"`).
 *
 * @example formatCardExpiryInput("1228") // "12/28"
 */
// @__NO_SIDE_EFFECTS__
export function formatCardExpiryInput(text: string): string {
  const digits = text.replace(/\D/g, "").slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

function field(validate: (value: string) => string | null) {
  return pipe(
    string(VALIDATION_MESSAGES.required),
    check(
      (value) => validate(value) === null,
      (issue) => validate(typeof issue.input === "string" ? issue.input : "") ?? VALIDATION_MESSAGES.format,
    ),
  );
}

/**
 * The card form as a valibot schema: number, expiry, CVC and cardholder name.
 * Card data is validated here and never logged or stored.
 *
 * @example v.safeParse(cardFormSchema(new Date()), { cardNumber, expiry: "12/29", cvc: "123", cardHolder: "ANN LEE" })
 */
// @__NO_SIDE_EFFECTS__
export function cardFormSchema(now: Date) {
  return object(
    {
      cardNumber: field((value) => validateCardNumber(value)),
      expiry: field((value) => validateCardExpiry(value, now)),
      cvc: field((value) => validateCvc(value)),
      cardHolder: cardHolderSchema,
    },
    VALIDATION_MESSAGES.required,
  );
}

/** Card brands the card form recognises from the number's first digits. */
export const CARD_BRANDS = ["Visa", "Mastercard", "American Express", "Discover"] as const;

/** One of {@link CARD_BRANDS}. */
export type CardBrand = (typeof CARD_BRANDS)[number];

const BRAND_PREFIXES: readonly (readonly [CardBrand, RegExp])[] = [
  ["Visa", /^4/],
  ["Mastercard", /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
  ["American Express", /^3[47]/],
  ["Discover", /^(6011|65|64[4-9])/],
];

/**
 * The card's brand from its first digits (spaces and dashes ignored), or `null` while unknown.
 *
 * @example cardBrand("4111 1111") // "Visa"
 * @example cardBrand("2221 0000") // "Mastercard"
 * @example cardBrand("9") // null
 */
// @__NO_SIDE_EFFECTS__
export function cardBrand(value: string): CardBrand | null {
  const digits = cardDigits(value ?? "");
  return BRAND_PREFIXES.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}
