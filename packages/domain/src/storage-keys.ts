/** Lifetime of the `userCurrencyCode` cookie: 30 days. */
export const USER_CURRENCY_CODE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Lifetime of the `registered_user` cookie: about one year. */
export const REGISTERED_USER_COOKIE_MAX_AGE_S = 31_536_000;

/** Local-storage keys the product reads and writes. */
export const LOCAL_STORAGE_KEYS = {
  accessToken: "accessToken",
  userCurrentIp: "userCurrentIP",
  userFromRestrictedCountry: "userFromRestrictedCountry",
  userIp: "userIP",
  whitelisted: "whitelisted",
  isVerified: "isVerified",
  countryCheck: "countryCheck",
  countryCheckCurrency: "countryCheckCurrency",
  countryCheckCountry: "countryCheckCountry",
  countryCheckSubdivision: "countryCheckSubdivision",
  firstUrl: "firstUrl",
  cpncSent: "cpnc_sent",
  gameCookieConsent: "gameCookieConsent",
  affiliateToken: "affiliateToken",
  campaignParameters: "campaignParameters",
  storedLogout: "sessionLogout",
  lastActivityAt: "lastActivityAt",
} as const;

/** Cookie names the product reads and writes. */
export const COOKIE_NAMES = {
  accessToken: "accessToken",
  countryCode: "countryCode",
  userCurrencyCode: "userCurrencyCode",
  gameCookieConsent: "gameCookieConsent",
  gamePrefs: "game_prefs",
  gameIntegrity: "game_integrity",
  registeredUser: "registered_user",
  pendingAccessToken: "pendingAccessToken",
  sessionExpired: "sessionExpired",
} as const;
