import * as v from "valibot";

/** Country and subdivisions a reverse-geocoding lookup resolved for a position. */
export type ResolvedPlace = { countryCode: string | null; subdivisions: string[] };

/** A text field of a lookup's answer: trimmed, `null` when missing, empty or not text. */
const placeText = v.pipe(
  v.fallback(v.nullish(v.string()), null),
  v.transform((value) => (value == null || value.trim() === "" ? null : value.trim())),
);

/**
 * The answer of a public reverse-geocoding service, read as the place it resolved. Two common
 * shapes are understood, so a brand can point `reverseGeocodeUrl` at either: BigDataCloud-style
 * `{ countryCode, principalSubdivisionCode: "DE-ST" }` and Nominatim-style
 * `{ address: { country_code: "de", "ISO3166-2-lvl4": "DE-ST" } }`. Any other object resolves no
 * country, which keeps the visitor flagged (see docs/features.md, Restricted countries).
 */
export const reverseGeocodeResponseSchema = v.pipe(
  v.looseObject({
    countryCode: placeText,
    principalSubdivisionCode: placeText,
    address: v.fallback(v.nullish(v.looseObject({ country_code: placeText, "ISO3166-2-lvl4": placeText })), null),
  }),
  v.transform((answer): ResolvedPlace => ({
    countryCode: (answer.countryCode ?? answer.address?.country_code ?? null)?.toUpperCase() ?? null,
    subdivisions: [answer.principalSubdivisionCode, answer.address?.["ISO3166-2-lvl4"] ?? null].filter(
      (code): code is string => code !== null,
    ),
  })),
);
