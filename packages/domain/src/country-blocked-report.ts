/** The body of POST/PUT /api/user/country-blocked. */
export interface CountryBlockedReport {
  ip: string;
  country: string;
  firstUrl: string;
}

/**
 * The identity of a country-blocked report: one per distinct ip + country + firstUrl. The
 * country compares case-insensitively; surrounding spaces are dropped.
 *
 * @example countryBlockedReportKey({ ip: "1.2.3.4", country: "fr", firstUrl: "/" }) // '["1.2.3.4","FR","/"]'
 */
export function countryBlockedReportKey(report: CountryBlockedReport): string {
  return JSON.stringify([report.ip.trim(), report.country.trim().toUpperCase(), report.firstUrl.trim()]);
}

/**
 * Whether a country-blocked report still has to be sent (once per distinct
 * combination). `sentKeys` are the keys of reports already sent, as the caller stored them.
 * A report without an ip or country is not sent.
 *
 * @example shouldSendCountryBlockedReport({ ip: "1.2.3.4", country: "FR", firstUrl: "/" }, []) // true
 */
export function shouldSendCountryBlockedReport(report: CountryBlockedReport, sentKeys: readonly string[]): boolean {
  if (report.ip.trim() === "" || report.country.trim() === "") return false;
  return !sentKeys.includes(countryBlockedReportKey(report));
}
