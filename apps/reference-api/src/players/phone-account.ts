/**
 * The address a phone account is stored under: the number in international form on the brand's
 * empty-e-mail domain, like a one-click login, so that the profile shows no e-mail and the login
 * by number finds the account (`docs/features.md`, "Registration"). The number is the login; a
 * number changed later on the profile does not move it.
 *
 * @example phoneAccountAddress("+35699123456", "noemail.casino") // "phone-35699123456@noemail.casino"
 */
export function phoneAccountAddress(internationalNumber: string, emptyEmailDomain: string): string {
  return `phone-${internationalNumber.replace(/\D/g, "")}@${emptyEmailDomain}`;
}
