import { errorCatalogue, isCatalogueCode } from "./error-catalogue";

/**
 * Why a password or e-mail link call is refused: a reset link that is unknown, expired or already
 * used, a verification link that expired, a wrong current password when changing it, an e-mail
 * already verified, a third party's sign-in that is unknown, used or expired. The codes are this
 * project's contract (see docs/features.md, "Passwords" and "Linked sign-up").
 */
export const ACCOUNT_ERROR_CODES = [
  "RESET_TOKEN_INVALID",
  "RESET_TOKEN_EXPIRED",
  "RESET_TOKEN_USED",
  "VERIFY_TOKEN_EXPIRED",
  "WRONG_CURRENT_PASSWORD",
  "EMAIL_ALREADY_VERIFIED",
  "LINKED_ACCOUNT_NOT_FOUND",
] as const;

/** One account error code. */
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

/** The account catalogue: texts `error.account.<segment>`. */
export const ACCOUNT_ERROR_CATALOGUE = errorCatalogue("account", ACCOUNT_ERROR_CODES, {
  RESET_TOKEN_INVALID: "reset.token.invalid",
  RESET_TOKEN_EXPIRED: "reset.token.expired",
  RESET_TOKEN_USED: "reset.token.used",
  VERIFY_TOKEN_EXPIRED: "verify.token.expired",
  WRONG_CURRENT_PASSWORD: "wrong.current.password",
  EMAIL_ALREADY_VERIFIED: "email.already.verified",
  LINKED_ACCOUNT_NOT_FOUND: "linked.account.not.found",
} satisfies Record<AccountErrorCode, string>);

/**
 * Whether a code is an account error code, spelled as the catalogue spells it.
 *
 * @example isAccountErrorCode("RESET_TOKEN_USED") // true
 */
// @__NO_SIDE_EFFECTS__
export function isAccountErrorCode(code: unknown): code is AccountErrorCode {
  return isCatalogueCode(ACCOUNT_ERROR_CATALOGUE, code);
}
