/** Capitals of the seeded countries: the stand-in geocoder answers the nearest one. */
const CAPITALS: Record<string, { latitude: number; longitude: number; subdivision: string }> = {
  MT: { latitude: 35.8989, longitude: 14.5146, subdivision: "MT-60" },
  DE: { latitude: 52.52, longitude: 13.405, subdivision: "DE-BE" },
  AT: { latitude: 48.2082, longitude: 16.3738, subdivision: "AT-9" },
  CA: { latitude: 45.4215, longitude: -75.6972, subdivision: "CA-ON" },
  BR: { latitude: -15.7939, longitude: -47.8828, subdivision: "BR-DF" },
  IN: { latitude: 28.6139, longitude: 77.209, subdivision: "IN-DL" },
  TR: { latitude: 39.9334, longitude: 32.8597, subdivision: "TR-06" },
  FI: { latitude: 60.1699, longitude: 24.9384, subdivision: "FI-18" },
  NO: { latitude: 59.9139, longitude: 10.7522, subdivision: "NO-03" },
  IE: { latitude: 53.3498, longitude: -6.2603, subdivision: "IE-D" },
  NZ: { latitude: -41.2865, longitude: 174.7762, subdivision: "NZ-WGN" },
  JP: { latitude: 35.6762, longitude: 139.6503, subdivision: "JP-13" },
  MX: { latitude: 19.4326, longitude: -99.1332, subdivision: "MX-CMX" },
  PL: { latitude: 52.2297, longitude: 21.0122, subdivision: "PL-14" },
  PT: { latitude: 38.7223, longitude: -9.1393, subdivision: "PT-11" },
  US: { latitude: 38.9072, longitude: -77.0369, subdivision: "US-DC" },
  FR: { latitude: 48.8566, longitude: 2.3522, subdivision: "FR-IDF" },
  NL: { latitude: 52.3676, longitude: 4.9041, subdivision: "NL-NH" },
  GB: { latitude: 51.5072, longitude: -0.1276, subdivision: "GB-ENG" },
  ES: { latitude: 40.4168, longitude: -3.7038, subdivision: "ES-MD" },
};

/** Sachsen-Anhalt's capital, so a test can place the browser in DE-ST (`docs/features.md`, "Restricted countries"). */
const MAGDEBURG = { latitude: 52.1205, longitude: 11.6276 };

/** What the stand-in answers for a point. */
export interface ReverseGeocodeResult {
  countryCode: string;
  subdivisionCode: string;
}

/**
 * The country of a point, as a public reverse-geocoding service would answer it: here, the
 * nearest seeded capital (good enough to steer a test with the browser's geolocation), with
 * Magdeburg answering Saxony-Anhalt.
 */
export function reverseGeocode(latitude: number, longitude: number): ReverseGeocodeResult {
  const distance = (point: { latitude: number; longitude: number }) =>
    (point.latitude - latitude) ** 2 + (point.longitude - longitude) ** 2;
  let best: ReverseGeocodeResult = { countryCode: "MT", subdivisionCode: "MT-60" };
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [countryCode, capital] of Object.entries(CAPITALS)) {
    const d = distance(capital);
    if (d < bestDistance) {
      bestDistance = d;
      best = { countryCode, subdivisionCode: capital.subdivision };
    }
  }
  if (distance(MAGDEBURG) < bestDistance) best = { countryCode: "DE", subdivisionCode: "DE-ST" };
  return best;
}
