/** Country flagged together with a subdivision (Germany with ST). */
export const RESTRICTED_SUBDIVISION_COUNTRY_CODE = "DE";

/** Subdivision of {@link RESTRICTED_SUBDIVISION_COUNTRY_CODE} that is flagged. */
export const RESTRICTED_SUBDIVISION_CODE = "ST";

function normaliseCode(code: string | null | undefined): string {
  return (code ?? "").trim().toUpperCase();
}

/** What {@link isRestrictedLocation} reads: the detected location and the app settings. */
export interface RestrictedLocationInput {
  /** Detected country (`location.country.code`). */
  countryCode?: string | null;
  /** Detected subdivisions (`location.ipInfo.subdivisions`), ISO 3166-2 suffixes such as `ST` or full codes such as `DE-ST`. */
  subdivisions?: readonly string[] | null;
  /** The visitor's IP. */
  ip?: string | null;
  /** Settings `excludedCountryCodeList`. */
  excludedCountryCodes: readonly string[];
  /** Settings `whitelistedIPs`. */
  whitelistedIps?: readonly string[];
}

/**
 * Whether a visitor's location is restricted: the country is in the excluded list,
 * or it is Germany (`DE`) with subdivision `ST` (Saxony-Anhalt); never when the IP is whitelisted.
 * Country and subdivision codes compare case-insensitively; a subdivision may come as `ST` or `DE-ST`.
 *
 * @example isRestrictedLocation({ countryCode: "de", subdivisions: ["ST"], excludedCountryCodes: [] }) // true
 * @example isRestrictedLocation({ countryCode: "FR", ip: "1.2.3.4", excludedCountryCodes: ["FR"], whitelistedIps: ["1.2.3.4"] }) // false
 */
export function isRestrictedLocation(input: RestrictedLocationInput): boolean {
  const ip = (input.ip ?? "").trim();
  if (ip !== "" && (input.whitelistedIps ?? []).some((listed) => listed.trim() === ip)) return false;
  const country = normaliseCode(input.countryCode);
  if (country === "") return false;
  if (input.excludedCountryCodes.some((code) => normaliseCode(code) === country)) return true;
  if (country !== RESTRICTED_SUBDIVISION_COUNTRY_CODE) return false;
  return (input.subdivisions ?? []).some((subdivision) => {
    const code = normaliseCode(subdivision);
    return (
      code === RESTRICTED_SUBDIVISION_CODE ||
      code === `${RESTRICTED_SUBDIVISION_COUNTRY_CODE}-${RESTRICTED_SUBDIVISION_CODE}`
    );
  });
}

/** What decides whether the restricted-country overlay shows. */
export interface RestrictionOverlayInput {
  restricted: boolean;
  authenticated: boolean;
  bot: boolean;
  /** See {@link isWhitelistedVisitor}. */
  whitelisted: boolean;
  /** See {@link isVerifiedVisitor}. */
  verified: boolean;
}

/**
 * Whether the restricted-country overlay shows: the visitor is restricted, not
 * signed in, not a bot, and not marked as whitelisted or verified.
 *
 * @example shouldShowRestrictionOverlay({ restricted: true, authenticated: false, bot: false, whitelisted: false, verified: false }) // true
 */
export function shouldShowRestrictionOverlay(input: RestrictionOverlayInput): boolean {
  return input.restricted && !input.authenticated && !input.bot && !input.whitelisted && !input.verified;
}

/**
 * Whether the visitor is marked as whitelisted: the query has `whitelisted=1` or
 * local storage holds `whitelisted` = `1`.
 *
 * @example isWhitelistedVisitor({ queryWhitelisted: "1", storedWhitelisted: null }) // true
 */
export function isWhitelistedVisitor(input: {
  queryWhitelisted?: string | null;
  storedWhitelisted?: string | null;
}): boolean {
  return input.queryWhitelisted?.trim() === "1" || input.storedWhitelisted?.trim() === "1";
}

/**
 * Whether the visitor re-verified their location: local storage `isVerified` is `true`.
 *
 * @example isVerifiedVisitor("true") // true
 */
export function isVerifiedVisitor(storedIsVerified: string | null | undefined): boolean {
  return storedIsVerified?.trim() === "true";
}
