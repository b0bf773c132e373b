import { appSettingsSchema, type AppSettings } from "@casino/api-client";
import { toLocale, type Locale } from "@casino/i18n";
import * as v from "valibot";

/*
 * What the proxy hands to the render of the same request, on request headers it always sets
 * itself (any copy a browser sends is replaced), so a page never reads a visitor's own values.
 */

/** The locale of the request, read from its path by the proxy. */
export const LOCALE_HEADER = "x-casino-locale";

/** The settings the proxy loaded (URI-encoded JSON), or {@link SETTINGS_UNAVAILABLE} when it could not. */
export const SETTINGS_HEADER = "x-casino-settings";

/** The value of {@link SETTINGS_HEADER} when the settings could not be loaded. */
export const SETTINGS_UNAVAILABLE = "unavailable";

/** The value of {@link SETTINGS_HEADER} for loaded settings, or for none. */
export function encodeSettings(settings: AppSettings | null): string {
  return settings === null ? SETTINGS_UNAVAILABLE : encodeURIComponent(JSON.stringify(settings));
}

/**
 * The settings handed over: `null` when the proxy could not load them, `undefined` when nothing
 * (or nothing readable) was handed over and the render must ask the back end itself.
 */
export function decodeSettings(value: string | null): AppSettings | null | undefined {
  if (value === null || value === "") return undefined;
  if (value === SETTINGS_UNAVAILABLE) return null;
  try {
    const parsed = v.safeParse(appSettingsSchema, JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/** The locale handed over, or `undefined` for none the site serves. */
export function decodeLocale(value: string | null): Locale | undefined {
  return toLocale(value);
}
