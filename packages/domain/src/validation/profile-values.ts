// The profile's values as the profile shows them, apart from the form's schema: what a page that
// only shows the profile needs, without the phone-number metadata the form's validation brings.

/** Gender options of the profile form, in the spec's order. */
export const GENDER_OPTIONS = ["notToSay", "male", "female"] as const;

/**
 * Whether an e-mail is a placeholder on the brand's empty-email domain, which the form shows as
 * empty. The domain is compared without case; with no domain configured nothing is a placeholder.
 *
 * @example isPlaceholderEmail("u123@noemail.example", "noemail.example") // true
 */
// @__NO_SIDE_EFFECTS__
export function isPlaceholderEmail(
  email: string | null | undefined,
  emptyEmailDomain: string | null | undefined,
): boolean {
  const domain = emptyEmailDomain?.trim().replace(/^@/, "").toLowerCase() ?? "";
  return domain !== "" && (email?.trim().toLowerCase().endsWith(`@${domain}`) ?? false);
}

/**
 * The e-mail as the profile shows it: empty for a placeholder on the empty-email domain.
 *
 * @example displayEmail("u123@noemail.example", "noemail.example") // ""
 */
// @__NO_SIDE_EFFECTS__
export function displayEmail(email: string | null | undefined, emptyEmailDomain: string | null | undefined): string {
  return isPlaceholderEmail(email, emptyEmailDomain) ? "" : (email ?? "");
}
