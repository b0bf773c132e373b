/** Country and subdivisions a reverse-geocoding lookup resolved for a position. */
export interface ResolvedPlace {
  countryCode: string | null;
  subdivisions: string[];
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
}

/**
 * Reads the answer of a public reverse-geocoding service. Two common shapes are understood, so a
 * brand can point `CASINO_REVERSE_GEOCODE_URL` at either: BigDataCloud-style
 * `{ countryCode, principalSubdivisionCode: "DE-ST" }` and Nominatim-style
 * `{ address: { country_code: "de", "ISO3166-2-lvl4": "DE-ST" } }`. Anything else resolves nothing,
 * which keeps the visitor flagged (spec 000 §4).
 */
export function parseReverseGeocode(body: unknown): ResolvedPlace {
  const top = record(body);
  const address = record(top.address);
  const countryCode = text(top.countryCode) ?? text(address.country_code);
  const subdivisions = [text(top.principalSubdivisionCode), text(address["ISO3166-2-lvl4"])].filter(
    (code): code is string => code !== null,
  );
  return { countryCode: countryCode?.toUpperCase() ?? null, subdivisions };
}
