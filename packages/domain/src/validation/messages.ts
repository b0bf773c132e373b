/** Every validation message key starts with this prefix; the spec sometimes gives only the rest. */
export const VALIDATION_MESSAGE_PREFIX = "form.validation.";

/**
 * The validation message keys, full form. The first block is the spec's own;
 * the rest name rules the spec states without giving a key, and are this package's choice
 * (listed in the README so a brand's content team can add texts for them).
 */
export const VALIDATION_MESSAGES = {
  required: "form.validation.invalid.required",
  format: "form.validation.invalid.format",
  shortNumber: "form.validation.invalid.short.number",
  longNumber: "form.validation.invalid.long.number",
  passwordLength: "form.validation.invalid.password.length",
  passwordMax: "form.validation.invalid.password.max",
  containSpecial: "form.validation.invalid.contain.special",
  containNumbers: "form.validation.invalid.contain.numbers",
  containUpper: "form.validation.invalid.contain.upper",
  dateOfBirth: "form.validation.invalid.dob",
  dateOfBirthCheck: "form.validation.invalid.dob.check",
  // Keys below name rules the spec states without a key; @casino/i18n carries their texts.
  maxLength: "form.validation.invalid.max.length",
  passwordsMatch: "form.validation.invalid.passwords.match",
  currentPassword: "form.validation.invalid.current.password",
  cardNumber: "form.validation.invalid.card.number",
  cardExpiry: "form.validation.invalid.card.expiry",
  cardMonth: "form.validation.invalid.card.month",
  cardExpired: "form.validation.invalid.card.expired",
  cvc: "form.validation.invalid.cvc",
  bankCodeLength: "form.validation.invalid.bank.code",
  upi: "form.validation.invalid.upi",
  amount: "form.validation.invalid.amount",
  amountRange: "form.validation.invalid.amount.range",
  uploadType: "form.validation.invalid.upload.type",
  uploadSize: "form.validation.invalid.upload.size",
  documentTooOld: "form.validation.invalid.document.date",
  sessionLimitMin: "form.validation.invalid.session.limit.min",
  sessionLimitMax: "form.validation.invalid.session.limit.max",
  betMinAboveMax: "form.validation.invalid.bet.min.above.max",
  terms: "form.validation.invalid.terms",
  adult: "form.validation.invalid.adult",
} as const;

/** One of the validation message keys this package returns. */
export type ValidationMessageKey = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];

/**
 * The full message key for one of the spec's short keys.
 *
 * @example validationMessageKey("invalid.contain.special") // "form.validation.invalid.contain.special"
 */
// @__NO_SIDE_EFFECTS__
export function validationMessageKey(shortKey: string): string {
  return shortKey.startsWith(VALIDATION_MESSAGE_PREFIX) ? shortKey : VALIDATION_MESSAGE_PREFIX + shortKey;
}
