import { errorCatalogue, isCatalogueCode } from "./error-catalogue";

/**
 * Why a login is refused. One code for an unknown e-mail and a wrong password, so the answer
 * never tells which e-mails have an account; another once too many tries came in a short time.
 * The codes are this project's contract (see docs/features.md, Session and sign-in).
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
 * @example isLoginErrorCode("TOO_MANY_ATTEMPTS") // true
 */
// @__NO_SIDE_EFFECTS__
export function isLoginErrorCode(code: unknown): code is LoginErrorCode {
  return isCatalogueCode(LOGIN_ERROR_CATALOGUE, code);
}
