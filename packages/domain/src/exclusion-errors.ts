import { errorCatalogue, isCatalogueCode } from "./error-catalogue";

/**
 * Why a change to a self-exclusion, time-out or freeze is refused: it would end one in force
 * earlier, or the one in force is permanent. The codes are this project's contract (see
 * docs/features.md, Self-exclusion, time-out and freeze).
 */
export const EXCLUSION_CHANGE_ERROR_CODES = ["EXCLUSION_CANNOT_BE_SHORTENED", "EXCLUSION_PERMANENT"] as const;

/** One exclusion change error code. */
export type ExclusionChangeErrorCode = (typeof EXCLUSION_CHANGE_ERROR_CODES)[number];

/** The exclusion change catalogue: texts `error.exclusion.<segment>`. */
export const EXCLUSION_CHANGE_ERROR_CATALOGUE = errorCatalogue("exclusion", EXCLUSION_CHANGE_ERROR_CODES, {
  EXCLUSION_CANNOT_BE_SHORTENED: "cannot.be.shortened",
  EXCLUSION_PERMANENT: "permanent",
} satisfies Record<ExclusionChangeErrorCode, string>);

/**
 * Whether a code is an exclusion change error code, spelled as the catalogue spells it.
 *
 * @example isExclusionChangeErrorCode("EXCLUSION_PERMANENT") // true
 */
// @__NO_SIDE_EFFECTS__
export function isExclusionChangeErrorCode(code: unknown): code is ExclusionChangeErrorCode {
  return isCatalogueCode(EXCLUSION_CHANGE_ERROR_CATALOGUE, code);
}
