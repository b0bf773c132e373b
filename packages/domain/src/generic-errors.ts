import { errorCatalogue } from "./error-catalogue";

/**
 * The generic errors, by the situation each names (a status, a missing page, a failed call):
 * texts `error.generic.<situation>`. No server sends these as codes.
 */
export const GENERIC_ERRORS = [
  "500",
  "503",
  "not.found",
  "something.went.wrong",
  "check.fields",
  "try.again.later",
  "verification.email.not.sent",
  "game.not.found",
  "game.country.restricted",
] as const;

/** One generic error. */
export type GenericError = (typeof GENERIC_ERRORS)[number];

/** The generic catalogue: texts `error.generic.<situation>`. */
export const GENERIC_ERROR_CATALOGUE = errorCatalogue("generic", GENERIC_ERRORS);

/** The generic try-again text, shown when a sign-up fails without a message of the server's. */
export const TRY_AGAIN_TEXT_KEY = "msg.try.again";
