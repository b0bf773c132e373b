/** Request header carrying the nonce from the proxy to the layout, which hands it to the scripts it injects. */
export const NONCE_HEADER = "x-nonce";

/** Inputs of the Content-Security-Policy of one response. */
export interface ContentSecurityPolicyInput {
  /** The per-request nonce; only scripts carrying it (and what they load, `strict-dynamic`) run. */
  nonce: string;
  /** Origins the browser may call: the API, the core host, the realtime socket. */
  connectSources: readonly string[];
  /** Development needs `unsafe-eval` for React's debugging; production never sends it. */
  development?: boolean;
}

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

/**
 * The Content-Security-Policy (QUALITY.md "Security"): scripts only with this request's nonce, and
 * whatever those scripts add (`strict-dynamic`, so the back end's marketing scripts injected by our
 * code with the nonce run, and nothing else inline does); no framing; calls only to our own back end.
 * Styles allow inline attributes: the UI's headless primitives position popovers with `style`.
 *
 * @example contentSecurityPolicy({ nonce: "abc", connectSources: ["https://api.brand.example"] })
 */
export function contentSecurityPolicy({
  nonce,
  connectSources,
  development = false,
}: ContentSecurityPolicyInput): string {
  const origins = [...new Set(connectSources.map(originOf).filter((origin): origin is string => origin !== null))];
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
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** The security headers every page response carries besides the CSP. */
export const STATIC_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "X-Frame-Options": "DENY",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Content-Type-Options": "nosniff",
};

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const bytes = random(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
