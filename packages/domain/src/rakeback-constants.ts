// The rakeback calendar's fixed numbers and text keys, apart from its date rules: the site's
// polling hooks read the refresh interval on every page, and keeping it here keeps the time-zone
// library off a page's first download.

/** Refresh interval of get-rakeback-days. */
export const RAKEBACK_REFRESH_MS = 10_000;

/** Days shown by the rakeback calendar: four weeks, Monday first. */
export const RAKEBACK_CALENDAR_DAYS = 28;

/** Weeks before the current week at which the rakeback calendar starts. */
export const RAKEBACK_CALENDAR_WEEKS_BEFORE_CURRENT = 1;

/** Auto-scroll interval of the rakeback carousel. */
export const RAKEBACK_CAROUSEL_INTERVAL_MS = 3_000;

/** Placeholder in the rakeback success text replaced by amount and currency code. */
export const RAKEBACK_AMOUNT_PLACEHOLDER = "[AA]";

/** The text keys of the rakeback claim's success and error modals, as the product names them. */
export const RAKEBACK_CLAIM_TEXT_KEYS = {
  successTitle: "rakeback.claim.title",
  successText: "rakeback.claim.text",
  errorTitle: "rakeback.error.claim.title",
  errorText: "rakeback.error.claim.text",
} as const;
