import { errorCatalogue, isCatalogueCode } from "./error-catalogue";

/**
 * Login error codes: wrong e-mail or password (one code for both, so a login never tells which
 * e-mails exist) and too many attempts. The codes are this project's contract.
 */
export const LOGIN_ERROR_CODES = ["INVALID_CREDENTIALS", "TOO_MANY_ATTEMPTS"] as const;

/** One login error code. */
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** The login catalogue: texts `error.login.<segment>`. */
export const LOGIN_ERROR_CATALOGUE = errorCatalogue("login", LOGIN_ERROR_CODES, {
  INVALID_CREDENTIALS: "invalid.credentials",
  TOO_MANY_ATTEMPTS: "too.many.attempts",
} satisfies Record<LoginErrorCode, string>);

/**
 * Whether a code is a login error code, spelled as the catalogue spells it.
 *
 * @example isLoginErrorCode("INVALID_CREDENTIALS") // true
 */
// @__NO_SIDE_EFFECTS__
export function isLoginErrorCode(code: unknown): code is LoginErrorCode {
  return isCatalogueCode(LOGIN_ERROR_CATALOGUE, code);
}
