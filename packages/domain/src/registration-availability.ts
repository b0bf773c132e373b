import { DEFAULT_TIME_ZONE, minuteOfDayInZone } from "./zoned-date";

/** The device a registration window applies to. */
export type RegistrationDeviceType = "mobile" | "desktop";

/**
 * A daily window in which registration is restricted for a country (settings
 * `registrationConfigs`). The spec does not show the shape; this package reads
 * `from`/`to` as `HH:mm` in the player's zone, `to` exclusive, a window that ends before it starts
 * runs across midnight, and a missing or `all` `deviceType` applies to every device.
 */
export interface RegistrationWindow {
  from?: string | null;
  to?: string | null;
  /** `mobile`, `desktop`, or `all`; missing means every device, another value no device. */
  deviceType?: string | null;
}

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})$/;

function minutesOf(time: string | null | undefined): number | null {
  const match = TIME_OF_DAY.exec((time ?? "").trim());
  if (match === null) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null;
  return hours * 60 + minutes;
}

function isInsideWindow(minute: number, window: RegistrationWindow): boolean {
  const from = minutesOf(window.from);
  const to = minutesOf(window.to);
  if (from === null || to === null || from === to) return false;
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** A mirror domain of the brand (settings `mirrorDomain`), with its own restricted windows per country. */
export interface MirrorDomainRegistration {
  /** The mirror's id, sent with a sign-up from it as `mirrorDomainFk`. */
  id?: string | number | null;
  url: string;
  registrationConfigs?: Readonly<Record<string, readonly RegistrationWindow[] | undefined>> | null;
}

/** Why the registration form is closed: the visitor's country, the hour there, or the mirror's hours. */
export type RegistrationClosedReason = "restricted-country" | "closed-hours" | "mirror-closed-hours";

/** What {@link registrationClosedReason} reads. */
export interface RegistrationAvailabilityInput {
  /**
   * The visitor's location is restricted (`isRestrictedLocation`: a whitelisted IP lifts it). A
   * visitor let past the overlay by the `whitelisted` mark is still restricted here.
   */
  restricted: boolean;
  now: Date;
  zone?: string;
  countryCode?: string | null;
  deviceType?: RegistrationDeviceType;
  /** Settings `settings.registrationConfigs`: the brand's windows per country. */
  registrationWindows?: Readonly<Record<string, readonly RegistrationWindow[] | undefined>> | null;
  /** The mirror domain the visitor is on (see {@link mirrorDomainOf}), or none on the main domain. */
  mirror?: MirrorDomainRegistration | null;
}

/**
 * The mirror domain of `mirrorDomain` whose `url` has the page's host (compared without case,
 * port included), or `null` on any other domain. Unreadable URLs are skipped.
 *
 * @example mirrorDomainOf([{ url: "https://mirror.example" }], "https://MIRROR.example/casino") // { url: "https://mirror.example" }
 * @example mirrorDomainOf([{ url: "https://mirror.example" }], "https://brand.example") // null
 */
export function mirrorDomainOf<Mirror extends MirrorDomainRegistration>(
  mirrors: readonly Mirror[] | null | undefined,
  pageUrl: string,
): Mirror | null {
  const host = hostOf(pageUrl);
  if (host === null) return null;
  return (mirrors ?? []).find((mirror) => hostOf(mirror.url) === host) ?? null;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return null;
  }
}

function insideWindows(
  windows: Readonly<Record<string, readonly RegistrationWindow[] | undefined>> | null | undefined,
  country: string,
  minute: number,
  deviceType: RegistrationDeviceType | undefined,
): boolean {
  if (windows == null) return false;
  const own = Object.entries(windows).find(([code]) => code.trim().toUpperCase() === country)?.[1] ?? [];
  return own.some((window) => {
    const appliesToDevice =
      window.deviceType == null || window.deviceType === "all" || window.deviceType === deviceType;
    return appliesToDevice && isInsideWindow(minute, window);
  });
}

/**
 * Why the registration form is closed, or `null` while it is open: never open in a restricted
 * country, closed inside a restricted window the brand configures for the visitor's country and
 * device, and, on a mirror domain, inside the mirror's own windows. Country codes compare
 * case-insensitively; unreadable windows are ignored.
 *
 * @example registrationClosedReason({ restricted: true, now }) // "restricted-country"
 * @example registrationClosedReason({ restricted: false, now, countryCode: "AT", deviceType: "mobile",
 *   mirror: { url: "https://mirror.example", registrationConfigs: { AT: [{ from: "22:00", to: "06:00" }] } } }) // "mirror-closed-hours" at night
 */
export function registrationClosedReason(input: RegistrationAvailabilityInput): RegistrationClosedReason | null {
  if (input.restricted) return "restricted-country";
  const country = (input.countryCode ?? "").trim().toUpperCase();
  if (country === "") return null;
  const minute = minuteOfDayInZone(input.now, input.zone ?? DEFAULT_TIME_ZONE);
  if (insideWindows(input.registrationWindows, country, minute, input.deviceType)) return "closed-hours";
  if (insideWindows(input.mirror?.registrationConfigs, country, minute, input.deviceType)) return "mirror-closed-hours";
  return null;
}

/**
 * Whether the registration form is available: {@link registrationClosedReason} finds no reason to
 * close it.
 *
 * @example isRegistrationAvailable({ restricted: true, now: new Date() }) // false
 * @example isRegistrationAvailable({ restricted: false, now, countryCode: "BR", deviceType: "mobile",
 *   registrationWindows: { BR: [{ from: "22:00", to: "06:00", deviceType: "mobile" }] } })
 */
export function isRegistrationAvailable(input: RegistrationAvailabilityInput): boolean {
  return registrationClosedReason(input) === null;
}
