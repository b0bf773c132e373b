import { check, forward, object, partialCheck, pipe, string } from "valibot";
import { firstIssueMessage } from "./issue-message";
import { VALIDATION_MESSAGES } from "./messages";

/** Shortest password when the brand sets no minimum, in characters. */
export const PASSWORD_MIN_LENGTH_DEFAULT_CHARS = 6;

/** Longest password, in characters. */
export const PASSWORD_MAX_LENGTH_CHARS = 255;

/**
 * The brand's password rules (from `formFieldsValidation` in the app settings). The composition
 * rules are on unless the brand turns them off with `false` (see docs/features.md, "Registration").
 */
export interface PasswordRules {
  /** Shortest allowed password; default 6. */
  minLength?: number | null;
  /** A character that is not a letter, a digit or white space; on unless `false`. */
  requireSpecial?: boolean | null;
  /** A digit; on unless `false`. */
  requireDigit?: boolean | null;
  /** An upper-case letter; on unless `false`. */
  requireUpper?: boolean | null;
  /** One-click registration: no password is asked for, so an empty one is fine. */
  oneClick?: boolean;
}

// A special character is anything that is not a letter, a digit or white space.
// The character classes are shared with the strength hint (`password-strength.ts`).
export const SPECIAL = /[^\p{L}\p{N}\s]/u;
export const DIGIT = /\p{N}/u;
export const UPPER = /\p{Lu}/u;

/**
 * The message key for a password under the brand's rules, or `null` when it is valid. Checks
 * run in the spec's order: required, min length, max 255, special, digit, upper case; the last
 * three apply unless the brand's rules say `false`.
 *
 * @example validatePassword("") // "form.validation.invalid.required"
 * @example validatePassword("abc12") // "form.validation.invalid.password.length"
 * @example validatePassword("Abcdef!") // "form.validation.invalid.contain.numbers"
 * @example validatePassword("abcdef", { requireSpecial: false, requireDigit: false, requireUpper: false }) // null
 * @example validatePassword("", { oneClick: true }) // null
 */
// @__NO_SIDE_EFFECTS__
export function validatePassword(value: string | null | undefined, rules: PasswordRules = {}): string | null {
  const password = value ?? "";
  if (password === "") return rules.oneClick === true ? null : VALIDATION_MESSAGES.required;
  const chars = [...password].length;
  if (chars < (rules.minLength ?? PASSWORD_MIN_LENGTH_DEFAULT_CHARS)) return VALIDATION_MESSAGES.passwordLength;
  if (chars > PASSWORD_MAX_LENGTH_CHARS) return VALIDATION_MESSAGES.passwordMax;
  if (rules.requireSpecial !== false && !SPECIAL.test(password)) return VALIDATION_MESSAGES.containSpecial;
  if (rules.requireDigit !== false && !DIGIT.test(password)) return VALIDATION_MESSAGES.containNumbers;
  if (rules.requireUpper !== false && !UPPER.test(password)) return VALIDATION_MESSAGES.containUpper;
  return null;
}

/**
 * The password field as a valibot schema under the brand's rules; issue messages are the keys
 * {@link validatePassword} returns.
 *
 * @example v.parse(passwordSchema({ requireUpper: true }), "Secret1")
 */
// @__NO_SIDE_EFFECTS__
export function passwordSchema(rules: PasswordRules = {}) {
  return pipe(
    string(VALIDATION_MESSAGES.required),
    check(
      (value) => validatePassword(value, rules) === null,
      (issue) =>
        validatePassword(typeof issue.input === "string" ? issue.input : "", rules) ?? VALIDATION_MESSAGES.format,
    ),
  );
}

/**
 * The change-password form: current password required, the new one under the brand's rules,
 * and the confirmation equal to it (the "Passwords must match" message, key
 * `form.validation.invalid.passwords.match`, on `confirmPassword`).
 *
 * @example v.safeParse(passwordChangeSchema(), { currentPassword: "old", password: "Secret1", confirmPassword: "Secret1" })
 */
// @__NO_SIDE_EFFECTS__
export function passwordChangeSchema(rules: Omit<PasswordRules, "oneClick"> = {}) {
  return pipe(
    object(
      {
        currentPassword: pipe(
          string(VALIDATION_MESSAGES.currentPassword),
          check((value) => value !== "", VALIDATION_MESSAGES.currentPassword),
        ),
        password: passwordSchema(rules),
        confirmPassword: string(VALIDATION_MESSAGES.required),
      },
      VALIDATION_MESSAGES.required,
    ),
    forward(
      partialCheck(
        [["password"], ["confirmPassword"]],
        (input) => input.password === input.confirmPassword,
        VALIDATION_MESSAGES.passwordsMatch,
      ),
      ["confirmPassword"],
    ),
  );
}

/**
 * The reset-password form (reached from the e-mailed link): the new password under the brand's
 * rules and its confirmation equal to it ("Passwords must match" on `confirmPassword`).
 *
 * @example v.safeParse(passwordResetSchema(), { password: "Secret1!", confirmPassword: "Secret1!" }).success // true
 */
// @__NO_SIDE_EFFECTS__
export function passwordResetSchema(rules: Omit<PasswordRules, "oneClick"> = {}) {
  return pipe(
    object(
      { password: passwordSchema(rules), confirmPassword: string(VALIDATION_MESSAGES.required) },
      VALIDATION_MESSAGES.required,
    ),
    forward(
      partialCheck(
        [["password"], ["confirmPassword"]],
        (input) => input.password === input.confirmPassword,
        VALIDATION_MESSAGES.passwordsMatch,
      ),
      ["confirmPassword"],
    ),
  );
}

/**
 * Whether a password satisfies the rules, as a shorthand for forms that only enable a button.
 *
 * @example isPasswordValid("Secret1!") // true
 */
// @__NO_SIDE_EFFECTS__
export function isPasswordValid(value: string, rules: PasswordRules = {}): boolean {
  return firstIssueMessage(passwordSchema(rules), value) === null;
}
