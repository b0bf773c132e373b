// Business constants of both spec documents, one named export each, the spec's unit in the name.
// Append new constants at the end of the file (or of a group) as their own export with a JSDoc
// line citing the spec section, so parallel edits never touch the same lines.

// ---------------------------------------------------------------------------------------------
// Calls, caches and refreshes (spec 000 §7, §9)

/** Default UI locale; locale detection is off (spec 000 §9). */
export const DEFAULT_LOCALE = "en";

/** Time zone used when the player's zone is not known (an IANA name). */
export const DEFAULT_TIME_ZONE = "UTC";

/** Page size of list calls such as get-all-bonus `limit` (spec 000 §7, §9). */
export const PAGE_SIZE = 24;

/** Default timeout of every call (spec 000 §7, §9). */
export const REQUEST_TIMEOUT_MS = 15_000;

/** Limit of the server-side get-user-details call; on timeout the page renders without user data (spec 000 §7, §8). */
export const SERVER_AUTH_FETCH_TIMEOUT_MS = 5_000;

/** How long a loaded content-text bundle stays cached (spec 000 §9). */
export const CONTENT_CACHE_TTL_MS = 5 * 60_000;

/** Most content-text bundles the cache keeps (spec 000 §9). The cache is also dropped when the date changes. */
export const CONTENT_CACHE_MAX_ENTRIES = 50;

/** Refresh interval of get-rakeback-days (spec 000 §7, §9). */
export const RAKEBACK_REFRESH_MS = 10_000;

/** Polling interval of calendar-award, the cashback accumulator (spec 000 §7, §9). */
export const CALENDAR_AWARD_REFRESH_MS = 15_000;

// ---------------------------------------------------------------------------------------------
// Rewards (spec 000 §2, §4, §9)

/** Length of one cashback accumulation cycle: it resets at every :00 and :30 (spec 000 §9). */
export const CASHBACK_CYCLE_MINUTES = 30;

/** Themes for which the cashback accumulator card is hidden (spec 000 §2). */
export const CASHBACK_HIDDEN_THEMES: readonly string[] = ["lulu", "wincraft"];

/** Days shown by the rakeback calendar: four weeks, Monday first (spec 000 §9). */
export const RAKEBACK_CALENDAR_DAYS = 28;

/** Weeks before the current week at which the rakeback calendar starts (spec 000 §9). */
export const RAKEBACK_CALENDAR_WEEKS_BEFORE_CURRENT = 1;

/** Auto-scroll interval of the rakeback carousel (spec 000 §2, §9). */
export const RAKEBACK_CAROUSEL_INTERVAL_MS = 3_000;

/** Placeholder in the rakeback success text replaced by amount and currency code (spec 000 §4). */
export const RAKEBACK_AMOUNT_PLACEHOLDER = "[AA]";

/** Days shown by the promotions calendar preview, today first (spec 000 §2, §9). */
export const PROMOTIONS_PREVIEW_DAYS = 7;

/** Longest banner title shown in the promotions calendar, in characters (spec 000 §2, §9). */
export const BANNER_TITLE_MAX_CHARS = 35;

// ---------------------------------------------------------------------------------------------
// Money (spec 000 §9)

/** Decimals shown for fiat amounts (spec 000 §9). */
export const MONEY_DECIMALS = 2;

/** Most decimals shown for crypto amounts (spec 000 §9). */
export const CRYPTO_MAX_DECIMALS = 8;

// ---------------------------------------------------------------------------------------------
// Cookies and storage (spec 000 §3, §9; spec 001 §9)

/** Cookie-consent cookie lifetime: one year (spec 000 §9). */
export const COOKIE_CONSENT_MAX_AGE_S = 31_536_000;

/** Value of `gameCookieConsent` once the cookie notice is accepted (spec 000 §3). */
export const COOKIE_CONSENT_ACCEPTED_VALUE = "accepted";

/** Lifetime of the `userCurrencyCode` cookie: 30 days (spec 000 §3, §9). */
export const USER_CURRENCY_CODE_COOKIE_MAX_AGE_S = 30 * 24 * 60 * 60;

/** Lifetime of the `accessToken` cookie: 30 days (spec 001 §9). */
export const ACCESS_TOKEN_COOKIE_MAX_AGE_S = 2_592_000;

/** Lifetime of the `registered_user` cookie: about one year (spec 001 §9). */
export const REGISTERED_USER_COOKIE_MAX_AGE_S = 31_536_000;

/** Local-storage keys the product reads and writes (spec 000 §3). */
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
} as const;

/** Cookie names the product reads and writes (spec 000 §3, spec 001 §9). */
export const COOKIE_NAMES = {
  accessToken: "accessToken",
  countryCode: "countryCode",
  userCurrencyCode: "userCurrencyCode",
  gameCookieConsent: "gameCookieConsent",
  gamePrefs: "game_prefs",
  gameIntegrity: "game_integrity",
  registeredUser: "registered_user",
} as const;

// ---------------------------------------------------------------------------------------------
// Location (spec 000 §4, §9)

/** Timeout of the browser location lookup used to re-verify a blocked visitor (spec 000 §4, §9). */
export const GEOLOCATION_TIMEOUT_MS = 10_000;

/** The browser location lookup asks for high accuracy (spec 000 §4, §9). */
export const GEOLOCATION_HIGH_ACCURACY = true;

/** Country flagged together with a subdivision (spec 000 §4: Germany with ST). */
export const RESTRICTED_SUBDIVISION_COUNTRY_CODE = "DE";

/** Subdivision of {@link RESTRICTED_SUBDIVISION_COUNTRY_CODE} that is flagged (spec 000 §4). */
export const RESTRICTED_SUBDIVISION_CODE = "ST";

// ---------------------------------------------------------------------------------------------
// Sessions (spec 001 §4, §9)

/** Inactivity timeout used when the setting is missing or 1 or less (spec 001 §9). */
export const INACTIVITY_TIMEOUT_DEFAULT_MINUTES = 30;

/** Inactivity after which a player is shown as away (spec 001 §4, §9). */
export const AWAY_AFTER_INACTIVITY_MINUTES = 5;

/** Time away after which a player is removed (spec 001 §4, §9). */
export const AWAY_REMOVAL_AFTER_MINUTES = 30;

// ---------------------------------------------------------------------------------------------
// Page views and history (spec 000 §4, §9)

/** Delay between a route change and its PAGE_VIEW event (spec 000 §4, §9). */
export const PAGE_VIEW_DELAY_MS = 300;

/** Pages kept for go-back (spec 000 §4, §9). */
export const PAGE_HISTORY_MAX_ENTRIES = 5;

// ---------------------------------------------------------------------------------------------
// Campaign capture (spec 001 §9)

/** Query parameter carrying the affiliate token when the setting `affiliateKeyQueryParameter` is unset (spec 001 §9). */
export const AFFILIATE_QUERY_PARAMETER_DEFAULT = "nxafk";

/** Campaign parameters captured from the URL (spec 001 §9). */
export const CAMPAIGN_PARAMETERS = ["cpnc", "mkt", "pid"] as const;

/** How long captured campaign parameters are kept (spec 001 §9). */
export const CAMPAIGN_PARAMETER_MAX_AGE_DAYS = 365;

/** The last captured campaign parameter counts when it is younger than this (spec 001 §9: "about 7 days"). */
export const CAMPAIGN_LAST_TOUCH_WINDOW_DAYS = 7;

/** Visit tracking repeats at most once per this many minutes (spec 001 §9). */
export const VISIT_TRACKING_INTERVAL_MINUTES = 30;

// ---------------------------------------------------------------------------------------------
// Look and navigation (spec 001 §9)

/** Theme used when the settings name none (spec 001 §9). */
export const DEFAULT_THEME = "curacao";

/** Navigation system used when the settings name none (spec 001 §9). */
export const DEFAULT_NAVIGATION_SYSTEM = "basic";

/** Navigation system in which edit-profile maps to the account page (spec 001 §2). */
export const PANEL_NAVIGATION_SYSTEM = "panel";

/** Widest viewport, in CSS pixels, laid out as mobile: mobile is under 768px (spec 001 §9). */
export const MOBILE_MAX_WIDTH_PX = 767;

/** Widest viewport, in CSS pixels, laid out as tablet: up to 1024px (spec 001 §9). */
export const TABLET_MAX_WIDTH_PX = 1024;

/** Game-list sorting options, in the spec's order (spec 001 §9). */
export const SORTING_OPTIONS = ["popular", "releaseDate", "name", "rtp", "maxMultiplier", "minBet", "maxBet"] as const;

/** Gender options of the profile form, in the spec's order (spec 001 §9). */
export const GENDER_OPTIONS = ["notToSay", "male", "female"] as const;

/** Units of the tournament countdown, largest first (spec 001 §9). */
export const TOURNAMENT_COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;

// ---------------------------------------------------------------------------------------------
// Part B (deposits, payment methods, withdrawals, bonuses, limits, validation) appends below.

/** Amount presets of the deposit form (spec 001 §9). */
export const DEPOSIT_AMOUNT_PRESETS: readonly number[] = [25, 50, 100];

/** Amount the deposit stepper starts from (spec 001 §9). */
export const DEPOSIT_AMOUNT_DEFAULT = 25;

/** Deposit stepper step below {@link DEPOSIT_AMOUNT_LARGE_STEP_FROM} (spec 001 §9). */
export const DEPOSIT_AMOUNT_SMALL_STEP = 1;

/** Deposit stepper step from {@link DEPOSIT_AMOUNT_LARGE_STEP_FROM} up (spec 001 §9). */
export const DEPOSIT_AMOUNT_LARGE_STEP = 5;

/** Amount from which the deposit stepper moves in large steps (spec 001 §9). */
export const DEPOSIT_AMOUNT_LARGE_STEP_FROM = 30;

/** Shortest phone number a deposit accepts, in characters; shorter gives PHONE_ERROR (spec 001 §5, §9). */
export const DEPOSIT_PHONE_MIN_LENGTH_CHARS = 6;

/** Smallest other-methods deposit in TRY (spec 001 §9). */
export const OTHER_METHODS_DEPOSIT_MIN_TRY = 5;

/** Largest other-methods deposit in TRY (spec 001 §9). */
export const OTHER_METHODS_DEPOSIT_MAX_TRY = 100_000;

/** Youngest age allowed to register and deposit (spec 000 §9, spec 001 §9). */
export const MIN_AGE_YEARS = 18;

/** Oldest age the date-of-birth input allows; the birthday picker's year list covers as many years (spec 000 §9, spec 001 §9). */
export const MAX_AGE_YEARS = 100;

/** A birth year that marks a placeholder date of birth, treated as missing (spec 000 §9, spec 001 §5). */
export const PLACEHOLDER_BIRTH_YEAR = 1900;

/** Longest first name, last name and address, in characters (spec 001 §5, §9). */
export const NAME_MAX_LENGTH_CHARS = 255;

/** Shortest password when the brand sets no minimum, in characters (spec 000 §5, §9). */
export const PASSWORD_MIN_LENGTH_DEFAULT_CHARS = 6;

/** Longest password, in characters (spec 000 §5, §9). */
export const PASSWORD_MAX_LENGTH_CHARS = 255;

/** Largest upload, in bytes: 25 MB read as 25 MiB (spec 001 §5, §9). */
export const UPLOAD_MAX_BYTES = 25 * 1024 * 1024;

/** Oldest proof-of-address document accepted, in months (spec 001 §5). */
export const PROOF_OF_ADDRESS_MAX_AGE_MONTHS = 6;

/** Longest a document review takes, in hours (spec 001 §4, §9). */
export const DOCUMENT_REVIEW_MAX_HOURS = 24;

/** Shortest bank code (IFSC) of the withdrawal form, in characters (spec 001 §5, §9). */
export const BANK_CODE_MIN_LENGTH_CHARS = 8;

/** Longest bank code (IFSC) of the withdrawal form, in characters (spec 001 §5, §9). */
export const BANK_CODE_MAX_LENGTH_CHARS = 15;

/** Digits of a card security code (spec 001 §5, §9). */
export const CVC_LENGTH_DIGITS = 3;

/** Shortest session time limit, in minutes (spec 001 §5, §9). */
export const SESSION_TIME_LIMIT_MIN_MINUTES = 10;

/** Longest session time limit, in hours: 720 hours, 30 days (spec 001 §5, §9). */
export const SESSION_TIME_LIMIT_MAX_HOURS = 720;

/** How long after a bet limit change the next change is allowed (spec 001 §5, §9). */
export const BET_LIMIT_CHANGE_INTERVAL_MS = 60 * 60_000;

/** Fixed monthly winnings limit amount, in the player's currency (spec 001 §9). */
export const MONTHLY_WINNINGS_LIMIT_AMOUNT = 700;
