/** The most of a report body the site reads; a larger one is cut there (reports are small). */
export const CSP_REPORT_MAX_BYTES = 16_384;

/** One violation, as the server log keeps it: where, what and which rule; URLs without query or hash. */
export interface CspViolation {
  page: string;
  blocked: string;
  directive: string;
}

/** A URL without its query and hash (they can carry tokens or a player's data), or the value as sent. */
function withoutQuery(value: unknown): string {
  if (typeof value !== "string" || value === "") return "";
  try {
    const url = new URL(value);
    return `${url.origin}${url.pathname}`;
  } catch {
    // `inline`, `eval` and other keywords are not URLs.
    return value.slice(0, 200);
  }
}

function summary(body: Record<string, unknown>): CspViolation {
  return {
    page: withoutQuery(body.documentURL ?? body["document-uri"]),
    blocked: withoutQuery(body.blockedURL ?? body["blocked-uri"]),
    directive: String(body.effectiveDirective ?? body["effective-directive"] ?? body["violated-directive"] ?? ""),
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The violations in a report body: the Reporting API's list (`application/reports+json`, each
 * `{ type: "csp-violation", body }`) or the older single report (`application/csp-report`,
 * `{ "csp-report": {...} }`). Anything else gives none.
 *
 * @example cspViolations('{"csp-report":{"document-uri":"https://casino.example/?at=x","blocked-uri":"inline","violated-directive":"script-src"}}')
 * // [{ page: "https://casino.example/", blocked: "inline", directive: "script-src" }]
 */
export function cspViolations(text: string): CspViolation[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  if (Array.isArray(parsed)) {
    return parsed
      .filter((report): report is Record<string, unknown> => isRecord(report) && report.type === "csp-violation")
      .map((report) => (isRecord(report.body) ? summary(report.body) : null))
      .filter((violation) => violation !== null);
  }
  if (isRecord(parsed) && isRecord(parsed["csp-report"])) return [summary(parsed["csp-report"])];
  return [];
}
