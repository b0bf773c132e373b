/**
 * The catalogue's own spelling of a code the server sent, matched without case and surrounding
 * spaces, or `null` when the catalogue does not hold it. Shared by the error catalogues.
 *
 * @example findCatalogueCode(["dailyBetLimit"], "DAILYBETLIMIT") // "dailyBetLimit"
 */
// @__NO_SIDE_EFFECTS__
export function findCatalogueCode<TCode extends string>(
  codes: readonly TCode[],
  value: string | null | undefined,
): TCode | null {
  const wanted = value?.trim().toLowerCase() ?? "";
  if (wanted === "") return null;
  return codes.find((code) => code.toLowerCase() === wanted) ?? null;
}
