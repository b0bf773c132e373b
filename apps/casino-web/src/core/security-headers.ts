/** Request header carrying the nonce from the proxy to the layout, which hands it to the scripts it injects. */
export const NONCE_HEADER = "x-nonce";

/** Inputs of the Content-Security-Policy of one response. */
export interface ContentSecurityPolicyInput {
  /** The per-request nonce; only scripts carrying it (and what they load, `strict-dynamic`) run. */
  nonce: string;
  /** Origins the browser may call: the API, the core host, the realtime socket. */
  connectSources: readonly string[];
  /** Origins of the payment providers: their 3DS and checkout forms post and frame from there. */
  paymentOrigins?: readonly string[];
  /** Development needs `unsafe-eval` for React's debugging; production never sends it. */
  development?: boolean;
}

/** The path the browser sends Content-Security-Policy violation reports to (see {@link REPORTING_ENDPOINTS}). */
export const CSP_REPORT_PATH = "/csp-report";

/** The name of the reporting endpoint the CSP's `report-to` names. */
const CSP_REPORT_GROUP = "csp";

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** The websocket origin matching an http(s) origin, for socket.io's upgrade. */
function websocketOrigin(origin: string): string {
  return origin.replace(/^http/, "ws");
}

/** The distinct origins of a list of URLs; what is not a URL is left out. */
function originsOf(urls: readonly string[]): string[] {
  return [...new Set(urls.map(originOf).filter((origin): origin is string => origin !== null))];
}

/**
 * The Content-Security-Policy (QUALITY.md "Security"): scripts only with this request's nonce, and
 * whatever those scripts add (`strict-dynamic`, so the back end's marketing scripts injected by our
 * code with the nonce run, and nothing else inline does); no framing of the site; calls only to our
 * own back end; forms and frames only to us and the configured payment providers (a 3DS page posts
 * its form to the card issuer's provider); violations reported to {@link CSP_REPORT_PATH}.
 * Styles allow inline attributes: the UI's headless primitives position popovers with `style`.
 *
 * @example contentSecurityPolicy({ nonce: "abc", connectSources: ["https://api.brand.example"] })
 */
export function contentSecurityPolicy({
  nonce,
  connectSources,
  paymentOrigins = [],
  development = false,
}: ContentSecurityPolicyInput): string {
  const origins = originsOf(connectSources);
  const payments = originsOf(paymentOrigins);
  const connect = [...new Set(["'self'", ...origins, ...origins.map(websocketOrigin)])];
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${development ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' blob: data: https: ${origins.join(" ")}`.trimEnd(),
    "font-src 'self' data:",
    `connect-src ${connect.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...payments].join(" "),
    ["frame-src 'self'", ...payments].join(" "),
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
    `report-to ${CSP_REPORT_GROUP}`,
  ];
  return directives.join("; ");
}

/** The security headers every page response carries besides the CSP. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
  // A page opened from another site (or opening one) shares no window with it.
  "Cross-Origin-Opener-Policy": "same-origin",
};

/**
 * What the site may use of the browser's powerful features: geolocation for our own pages (the
 * restricted-country re-check), nothing else. A feature a page needs is added here with `self`.
 */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "display-capture=()",
  "geolocation=(self)",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "usb=()",
].join(", ");

/** HSTS: two years, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/** The Reporting API endpoint the CSP's `report-to` names. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;

/** The site's security settings from the environment (see the README, "Environment"). */
export interface SecurityConfig {
  /** `CASINO_HSTS=off` turns HSTS off for a site served over plain http (a local run). */
  hsts: boolean;
  /** `CASINO_PAYMENT_ORIGINS`: the payment providers' origins, comma-separated. */
  paymentOrigins: readonly string[];
}

/**
 * Reads the security settings from the environment.
 *
 * @example readSecurityConfig({ CASINO_PAYMENT_ORIGINS: "https://pay.example, https://acs.example" }).paymentOrigins // ["https://pay.example", "https://acs.example"]
 */
export function readSecurityConfig(env: Record<string, string | undefined>): SecurityConfig {
  return {
    hsts: env.CASINO_HSTS?.trim().toLowerCase() !== "off",
    paymentOrigins: (env.CASINO_PAYMENT_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ""),
  };
}

/**
 * Every security header of a page response: the CSP, the static ones, the Permissions-Policy, the
 * reporting endpoint and, unless turned off, HSTS.
 *
 * @example securityHeaders("default-src 'self'", { hsts: true, paymentOrigins: [] })["Strict-Transport-Security"] // "max-age=63072000; includeSubDomains"
 */
export function securityHeaders(policy: string, config: SecurityConfig): Record<string, string> {
  return {
    "Content-Security-Policy": policy,
    ...STATIC_SECURITY_HEADERS,
    "Permissions-Policy": PERMISSIONS_POLICY,
    "Reporting-Endpoints": REPORTING_ENDPOINTS,
    ...(config.hsts ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
