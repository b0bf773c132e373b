import { errorCatalogue } from "./error-catalogue";

/**
 * The other errors the product names without a server code, by situation: texts
 * `error.other.<situation>`. Coupon, withdrawal and rakeback claim failures have catalogues or
 * texts of their own.
 */
export const OTHER_ERRORS = [
  "bonus.game.ineligible",
  "clipboard.read",
  "demo.unavailable",
  "document.upload",
  "qr.expired",
  "qr.undecodable",
  "session.limit.remove",
  "session.limit.update",
  "session.timeout",
  "upi.link.invalid",
] as const;

/** One other error. */
export type OtherError = (typeof OTHER_ERRORS)[number];

/** The other errors' catalogue: texts `error.other.<situation>`. */
export const OTHER_ERROR_CATALOGUE = errorCatalogue("other", OTHER_ERRORS);
