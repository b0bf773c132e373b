/**
 * A catalogue of error codes and the texts that show them. A code's text key is
 * `error.<group>.<segment>`, the segment being the code as the server spells it unless the
 * catalogue names another (see docs/features.md, Error catalogues).
 */
export interface ErrorCatalogue<TCode extends string = string> {
  /** The text keys' group, between `error.` and the code: `deposit`, `bet.limit`, ... */
  readonly group: string;
  /** Every code, spelled as the server sends it. */
  readonly codes: readonly TCode[];
  /** The last segment of a code's text key where it is not the code itself. */
  readonly segments: Readonly<Partial<Record<TCode, string>>>;
}

/** The code type of a catalogue. */
export type CatalogueCode<TCatalogue> = TCatalogue extends ErrorCatalogue<infer TCode> ? TCode : never;

/**
 * Defines a catalogue: its text-key group, its codes, and the segments that differ from a code.
 *
 * @example errorCatalogue("deposit", ["PHONE_ERROR"] as const).codes // ["PHONE_ERROR"]
 */
// @__NO_SIDE_EFFECTS__
export function errorCatalogue<const TCode extends string>(
  group: string,
  codes: readonly TCode[],
  segments: Partial<Record<TCode, string>> = {},
): ErrorCatalogue<TCode> {
  return { group, codes, segments };
}

/**
 * The text key of a catalogue's code: `error.<group>.<segment>`. The one place a key is built.
 *
 * @example errorTextKey(DEPOSIT_ERROR_CATALOGUE, "PHONE_ERROR") // "error.deposit.PHONE_ERROR"
 * @example errorTextKey(WITHDRAWAL_ERROR_CATALOGUE, "NO_DEPOSIT") // "error.withdraw.no.deposit"
 */
// @__NO_SIDE_EFFECTS__
export function errorTextKey<TCode extends string>(catalogue: ErrorCatalogue<TCode>, code: TCode): string {
  return `error.${catalogue.group}.${catalogue.segments[code] ?? code}`;
}

/**
 * Whether a value is one of a catalogue's codes, spelled exactly as the catalogue spells it.
 *
 * @example isCatalogueCode(DEPOSIT_ERROR_CATALOGUE, "PHONE_ERROR") // true
 */
// @__NO_SIDE_EFFECTS__
export function isCatalogueCode<TCode extends string>(
  catalogue: ErrorCatalogue<TCode>,
  value: unknown,
): value is TCode {
  return typeof value === "string" && (catalogue.codes as readonly string[]).includes(value);
}

/**
 * The catalogue's own spelling of a code the server sent, matched without case and surrounding
 * spaces, or `null` when the catalogue does not hold it.
 *
 * @example findCatalogueCode(BET_LIMIT_ERROR_CATALOGUE, "DAILYBETLIMIT") // "dailyBetLimit"
 */
// @__NO_SIDE_EFFECTS__
export function findCatalogueCode<TCode extends string>(
  catalogue: ErrorCatalogue<TCode>,
  value: string | null | undefined,
): TCode | null {
  const wanted = value?.trim().toLowerCase() ?? "";
  if (wanted === "") return null;
  return catalogue.codes.find((code) => code.toLowerCase() === wanted) ?? null;
}
