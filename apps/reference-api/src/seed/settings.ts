import type { RegistrationWindow } from "@casino/domain";

/** Windows in which registration is closed (`docs/features.md`, "Registration"), brand time (UTC). */
const REGISTRATION_CLOSED_WINDOWS: Record<string, RegistrationWindow[]> = {
  DE: [
    { from: "01:00", to: "05:00", deviceType: "mobile" },
    { from: "03:00", to: "04:00", deviceType: "desktop" },
  ],
};

/**
 * `/api/core/casino/settings2`: every flag both spec documents name. The control endpoint patches
 * this document (theme `curacao` | `lulu` | `wincraft`, navigation, excluded countries...).
 */
export const SEED_SETTINGS = {
  brandName: "Demo Casino",
  licenseText:
    "Demo Casino is operated by Demo Gaming N.V., registered in Curaçao under number 000000, licensed and regulated by the Curaçao Gaming Control Board under licence OGL/2024/000/0000. This is a demonstration site: no real money is played.",
  theme: "curacao",
  themes: ["curacao", "lulu", "wincraft"],
  navigationSystem: "basic",
  // The locales with seeded texts; the site serves each under its prefix (`/de`, `/es`).
  locales: ["en", "de", "es"],
  casinoOrigin: "http://localhost:3000",
  cacheControlHash: "seed-1",
  cookiesPopup: true,
  debugShowTranslationKeys: false,
  excludedCountryCodeList: ["US", "FR", "NL", "GB", "ES"],
  whitelistedIPs: ["198.51.100.7"],
  formFieldsValidation: {
    password: { minLength: 6, requireSpecial: true, requireDigit: true, requireUpper: true },
    phone: true,
  },
  allowDepWithoutAddress: false,
  onDepositShowAllField: false,
  inactivitySessionTimeout: 30,
  affiliateKeyQueryParameter: "nxafk",
  reCaptchaSiteKey: "",
  mirrorDomain: [
    { id: 1, url: "http://localhost:3000" },
    {
      id: 2,
      url: "http://127.0.0.1:3000",
      registrationConfigs: { AT: [{ from: "22:00", to: "06:00", deviceType: "mobile" }] },
    },
  ],
  pageUrls: {},
  // The sign-up modes offered (`@casino/domain`'s signUpModes); journeys patch in `phone` and `oneClick`.
  registrationModes: ["email"],
  // The third parties a visitor may sign up with; the reference API stands in for each (`/__provider/sign-in`).
  linkedAccountProviders: [{ id: "demo-id", name: "Demo ID" }],
  // One-click accounts get a made-up e-mail on this domain; the profile shows it as not set.
  emptyEmailDomain: "noemail.demo.casino",
  // The market profile (`@casino/domain`'s jurisdictionProfile); journeys patch it to `uk`, `de`, ...
  jurisdiction: "default",
  settings: { registrationConfigs: REGISTRATION_CLOSED_WINDOWS },
};
