/**
 * The ways a visitor can sign up, in the order the mode tabs show them (see docs/features.md,
 * "Registration"): by e-mail, by phone number (the number is the account's login), or in one click
 * (the back end makes up the credentials).
 */
export const SIGN_UP_MODES = ["email", "phone", "oneClick"] as const;

/** One of {@link SIGN_UP_MODES}. */
export type SignUpMode = (typeof SIGN_UP_MODES)[number];

/**
 * The sign-up modes the brand enables (the settings' `registrationModes`), in the tabs' order;
 * names this site does not know are left out, and a brand that names none signs up by e-mail.
 *
 * @example signUpModes(["oneClick", "email"]) // ["email", "oneClick"]
 * @example signUpModes(undefined) // ["email"]
 */
// @__NO_SIDE_EFFECTS__
export function signUpModes(enabled: readonly string[] | null | undefined): SignUpMode[] {
  const modes = SIGN_UP_MODES.filter((mode) => enabled?.includes(mode) === true);
  return modes.length === 0 ? ["email"] : modes;
}
