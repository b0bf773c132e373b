import { DEFAULT_TIME_ZONE } from "./zoned-date";
import { minuteOfDayInZone } from "./zoned-date";

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

/**
 * Whether the registration form is available: never in a restricted country, and
 * not inside a restricted window configured for the visitor's country and device. Country
 * codes compare case-insensitively; unreadable windows are ignored.
 *
 * @example isRegistrationAvailable({ restricted: true, now: new Date() }) // false
 * @example isRegistrationAvailable({ restricted: false, now, countryCode: "BR", deviceType: "mobile",
 *   registrationWindows: { BR: [{ from: "22:00", to: "06:00", deviceType: "mobile" }] } })
 */
export function isRegistrationAvailable(input: {
  restricted: boolean;
  now: Date;
  zone?: string;
  countryCode?: string | null;
  deviceType?: RegistrationDeviceType;
  registrationWindows?: Readonly<Record<string, readonly RegistrationWindow[] | undefined>> | null;
}): boolean {
  if (input.restricted) return false;
  const country = (input.countryCode ?? "").trim().toUpperCase();
  if (country === "" || input.registrationWindows == null) return true;
  const windows =
    Object.entries(input.registrationWindows).find(([code]) => code.trim().toUpperCase() === country)?.[1] ?? [];
  const minute = minuteOfDayInZone(input.now, input.zone ?? DEFAULT_TIME_ZONE);
  return !windows.some((window) => {
    const appliesToDevice =
      window.deviceType == null || window.deviceType === "all" || window.deviceType === input.deviceType;
    return appliesToDevice && isInsideWindow(minute, window);
  });
}
