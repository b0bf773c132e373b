import { DIGIT, SPECIAL, UPPER, validatePassword, type PasswordRules } from "./password";

/** How strong a new password reads: nothing typed yet, weak, fair or strong. */
export type PasswordStrength = "empty" | "weak" | "fair" | "strong";

/** Length from which a password earns a point, and a second one, in characters. */
export const PASSWORD_STRENGTH_LENGTHS_CHARS = [10, 14] as const;

const LOWER = /\p{Ll}/u;

/**
 * The strength hint under a new-password field (see docs/features.md, "Passwords"): `weak` while
 * the password breaks a brand rule; else a point for each length reached
 * ({@link PASSWORD_STRENGTH_LENGTHS_CHARS}), one for three kinds of character (lower case, upper
 * case, digit, special) and one for all four: three points or more are `strong`, one or two
 * `fair`, none `weak`.
 *
 * @example passwordStrength("") // "empty"
 * @example passwordStrength("secret") // "weak": no digit, upper case or special character
 * @example passwordStrength("Secret1!") // "fair"
 * @example passwordStrength("Brand9new!") // "strong"
 * @example passwordStrength("abcdef", { requireSpecial: false, requireDigit: false, requireUpper: false }) // "weak"
 */
// @__NO_SIDE_EFFECTS__
export function passwordStrength(value: string, rules: Omit<PasswordRules, "oneClick"> = {}): PasswordStrength {
  if (value === "") return "empty";
  if (validatePassword(value, rules) !== null) return "weak";
  const chars = [...value].length;
  const kinds = [LOWER, UPPER, DIGIT, SPECIAL].filter((kind) => kind.test(value)).length;
  const points =
    PASSWORD_STRENGTH_LENGTHS_CHARS.filter((length) => chars >= length).length +
    (kinds >= 3 ? 1 : 0) +
    (kinds === 4 ? 1 : 0);
  if (points >= 3) return "strong";
  return points >= 1 ? "fair" : "weak";
}
