import type { AppSettings, LocationResponse } from "@casino/api-client";
import {
  isRestrictedLocation,
  mirrorDomainOf,
  registrationClosedReason,
  type RegistrationClosedReason,
  type RegistrationDeviceType,
} from "@casino/domain";

/** Whether the sign-up form opens here now, and what a sign-up from here sends about the domain. */
export interface RegistrationState {
  /** Why registration is closed, or `null` while it is open. */
  closed: RegistrationClosedReason | null;
  /** The visitor's country by name (its code when the back end names none). */
  country: string;
  /** The mirror domain's id, for the sign-up's `mirrorDomainFk`; none on the main domain. */
  mirrorDomainFk: string | number | undefined;
}

/** What {@link registrationState} reads. */
export interface RegistrationStateInput {
  settings: AppSettings;
  /** get-location's answer; `undefined` when it failed (nothing is known to close registration). */
  location: LocationResponse["data"] | undefined;
  /** The page's address, to tell a mirror domain by its host. */
  pageUrl: string;
  now: Date;
  deviceType: RegistrationDeviceType;
  /**
   * The visitor re-verified their location with the browser's (`isVerified`): the IP's country
   * no longer counts. The `whitelisted` mark, which only lifts the overlay, does not open registration.
   */
  verified: boolean;
}

/**
 * The sign-up's state for this visitor (see docs/features.md, "Registration"): closed in a
 * restricted country (the settings' excluded list, Germany with ST; a whitelisted IP lifts it),
 * in the brand's hours for the country and device (`settings.registrationConfigs`), and on a
 * mirror domain (`mirrorDomain`, matched by the page's host) in that mirror's own hours.
 *
 * @example registrationState({ settings, location, pageUrl: window.location.href, now: new Date(), deviceType: "mobile", verified: false })
 */
export function registrationState(input: RegistrationStateInput): RegistrationState {
  const { settings, location } = input;
  const countryCode = location?.country.code ?? "";
  const mirror = mirrorDomainOf(settings.mirrorDomain, input.pageUrl);
  const restricted =
    !input.verified &&
    isRestrictedLocation({
      countryCode,
      subdivisions: location?.ipInfo?.subdivisions,
      ip: location?.ip,
      excludedCountryCodes: settings.excludedCountryCodeList ?? [],
      whitelistedIps: settings.whitelistedIPs ?? [],
    });
  return {
    closed: registrationClosedReason({
      restricted,
      now: input.now,
      countryCode,
      deviceType: input.deviceType,
      registrationWindows: settings.settings?.registrationConfigs,
      mirror,
    }),
    country: location?.country.name ?? countryCode,
    mirrorDomainFk: mirror?.id ?? undefined,
  };
}
