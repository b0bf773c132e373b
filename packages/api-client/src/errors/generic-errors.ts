/** The generic errors (001 §8) and their text keys. */
export const GENERIC_ERRORS = {
  INTERNAL_SERVER_ERROR: "error.generic.500",
  SERVICE_UNAVAILABLE: "error.generic.503",
  NOT_FOUND: "error.generic.not.found",
  SOMETHING_WENT_WRONG: "error.generic.something.went.wrong",
  CHECK_FIELDS: "error.generic.check.fields",
  TRY_AGAIN_LATER: "error.generic.try.again.later",
  VERIFICATION_EMAIL_NOT_SENT: "error.generic.verification.email.not.sent",
  GAME_NOT_FOUND: "error.generic.game.not.found",
  GAME_COUNTRY_RESTRICTED: "error.generic.game.country.restricted",
  /** Sign-up failures without a server message (001 §8). */
  TRY_AGAIN: "msg.try.again",
  /** A call that needs a session was made without one. */
  SESSION_TIMEOUT: "error.other.session.timeout",
} as const;

/** A generic error. */
export type GenericError = keyof typeof GENERIC_ERRORS;
