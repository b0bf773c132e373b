import * as v from "valibot";
import { flagSchema, idSchema, maybe, successField } from "./common";

/** One registration time window of a country: from and to as `HH:mm`, per device type. */
export const registrationWindowSchema = v.looseObject({
  from: maybe(v.string()),
  to: maybe(v.string()),
  deviceType: maybe(v.string()),
});
/** A registration window. */
export type RegistrationWindow = v.InferOutput<typeof registrationWindowSchema>;

/**
 * A mirror domain, with its restricted-registration windows per country; its `id` (not named by
 * the spec, optional) goes with a sign-up from it as `mirrorDomainFk`.
 */
export const mirrorDomainSchema = v.looseObject({
  id: maybe(idSchema),
  url: v.string(),
  registrationConfigs: maybe(v.record(v.string(), v.array(registrationWindowSchema))),
});
/** A mirror domain. */
export type MirrorDomain = v.InferOutput<typeof mirrorDomainSchema>;

/** Password and field rules the back end configures (minimum length and required kinds). */
export const formFieldsValidationSchema = v.looseObject({
  password: maybe(
    v.looseObject({
      minLength: maybe(v.number()),
      requireSpecial: maybe(v.boolean()),
      requireDigit: maybe(v.boolean()),
      requireUpper: maybe(v.boolean()),
    }),
  ),
});

/**
 * The app settings. Every flag the spec names; the rest of a
 * brand's settings pass through untouched.
 */
export const appSettingsSchema = v.looseObject({
  excludedCountryCodeList: maybe(v.array(v.string())),
  whitelistedIPs: maybe(v.array(v.string())),
  formFieldsValidation: maybe(formFieldsValidationSchema),
  allowDepWithoutAddress: maybe(flagSchema),
  theme: maybe(v.string()),
  navigationSystem: maybe(v.string()),
  brandName: maybe(v.string()),
  /** The operator's licence text for the footer (not named by the spec; optional, see the README). */
  licenseText: maybe(v.string()),
  cacheControlHash: maybe(v.union([v.string(), v.number()])),
  cookiesPopup: maybe(v.union([flagSchema, v.looseObject({})])),
  casinoOrigin: maybe(v.string()),
  onDepositShowAllField: maybe(flagSchema),
  debugShowTranslationKeys: maybe(flagSchema),
  inactivitySessionTimeout: maybe(v.number()),
  affiliateKeyQueryParameter: maybe(v.string()),
  reCaptchaSiteKey: maybe(v.string()),
  mirrorDomain: maybe(v.array(mirrorDomainSchema)),
  /**
   * The locales the brand serves, as the back end names its text files (`pt-BR`); not named by the
   * spec, optional: without it the site serves every locale of `@casino/i18n`.
   */
  locales: maybe(v.array(v.string())),
  /**
   * The market whose player protections apply (`default`, `uk`, `de`, `nl`, `on`; see `@casino/domain`'s
   * `jurisdictionProfile`). Not named by the spec, optional: missing or unknown reads as `default`.
   */
  jurisdiction: maybe(v.string()),
  /**
   * The sign-up modes the brand enables (`email`, `phone`, `oneClick`; see `@casino/domain`'s
   * `signUpModes`). Not named by the spec, optional: missing reads as e-mail only.
   */
  registrationModes: maybe(v.array(v.string())),
  /**
   * The third parties a visitor may sign up with (linked sign-up; `id` goes to
   * POST /api/user/linked-account, `name` is shown on the button). Not named by the spec,
   * optional: missing or empty shows no third-party button.
   */
  linkedAccountProviders: maybe(v.array(v.looseObject({ id: v.pipe(v.string(), v.nonEmpty()), name: v.string() }))),
  /** Page URL overrides by page key (they take precedence over the defaults). */
  pageUrls: maybe(v.record(v.string(), v.string())),
  settings: maybe(
    v.looseObject({ registrationConfigs: maybe(v.record(v.string(), v.array(registrationWindowSchema))) }),
  ),
});
/** Parsed app settings. */
export type AppSettings = v.InferOutput<typeof appSettingsSchema>;

/** GET /api/core/casino/settings2: `{ success, data: AppSettings }`. */
export const settingsResponseSchema = v.looseObject({ success: successField, data: appSettingsSchema });
/** Parsed settings answer. */
export type SettingsResponse = v.InferOutput<typeof settingsResponseSchema>;
