import ky, { isNetworkError, isTimeoutError } from "ky";
import { IDEMPOTENCY_KEY_HEADER } from "../core/idempotency";
import { CLIENT_DEFAULTS } from "../core/options";
import { isCorePath } from "../paths";

/** How a site's server forwards its visitors' calls to the back end. */
export type BackendProxyOptions = {
  /** Base URL of the casino API. */
  baseUrl: string;
  /** Host that `/api/core/*` paths go to; defaults to `baseUrl`. */
  coreUrl?: string;
  /**
   * A secret shared with the back end: when set, the visitor's address goes with its signature
   * (`X-Forwarded-For-Signature`, see {@link signClientAddress}), so a back end that anyone can
   * reach counts the address the site saw, never one a visitor wrote. The system token is never
   * the proxy's: a call a browser asks for carries only the player's own credentials.
   */
  forwardingSecret?: string;
  /** Name of the language header, passed through. Default `language`. */
  languageHeader?: string;
  /** Per-call time limit in ms; an answer later than this is a 504. Default 15 000. */
  timeoutMs?: number;
  /**
   * What each MB of a call's body adds to its time limit, in ms: the back end receives and stores
   * an upload (a 25 MB document) before it answers, which a limit made for a read would cut off.
   * Default 1 000.
   */
  timePerMegabyteMs?: number;
  /** A fetch to use instead of the global one. */
  fetch?: typeof globalThis.fetch;
};

/** What the site adds to one forwarded call. */
export type ForwardOptions = {
  /** The player's access token (the site keeps it in an HttpOnly cookie); `null` when signed out. */
  token: string | null;
  /**
   * The visitor's address as the site's own server saw it (never the `X-Forwarded-For` a browser
   * sent), passed on as `X-Forwarded-For` so the back end's rate limits count the player's IP.
   */
  clientAddress?: string | null;
};

/** Forwards one same-origin `/api/*` request to the back end and answers the back end's response. */
export type BackendProxy = (request: Request, options: ForwardOptions) => Promise<Response>;

/** The prefix of every path the proxy forwards: the back end's API, nothing else it serves. */
export const PROXIED_PATH_PREFIX = "/api/";

/**
 * Request headers a browser may have a say in. Everything else (cookies, its own Authorization,
 * a system token it made up, Host, Origin) stays on the site's side.
 */
const FORWARDED_REQUEST_HEADERS = [
  "accept",
  "accept-language",
  "content-type",
  "cache-control",
  "pragma",
  "expires",
  "user-agent",
  IDEMPOTENCY_KEY_HEADER.toLowerCase(),
];

/**
 * Response headers passed back. Length and encoding are left out on purpose: fetch has already
 * decoded the body, and the site's server encodes it again for the browser. Cookies the back end
 * sets are not the site's to pass on.
 */
const RETURNED_RESPONSE_HEADERS = [
  "content-type",
  "cache-control",
  "pragma",
  "expires",
  "etag",
  "last-modified",
  "content-disposition",
  "retry-after",
];

/** The header carrying the signature of the `X-Forwarded-For` the site sends. */
export const CLIENT_ADDRESS_SIGNATURE_HEADER = "X-Forwarded-For-Signature";

/**
 * The signature a site adds to the visitor's address it forwards: HMAC-SHA256 of the address
 * under the secret the site and the back end share, base64url. A back end recomputes it and
 * counts `X-Forwarded-For` only when the two match.
 *
 * @example await signClientAddress("shared-secret", "203.0.113.7") // "Zk3…" (43 characters)
 */
export async function signClientAddress(secret: string, address: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
  ]);
  const signature = new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(address)));
  return btoa(String.fromCharCode(...signature))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Statuses whose response has no body. */
const BODILESS_STATUSES = new Set([101, 204, 205, 304]);

function joinUrl(base: string, path: string): string {
  return base.replace(/\/+$/, "") + path;
}

function errorResponse(status: number, errorCode: string, message: string): Response {
  return Response.json({ success: false, errorCode, message }, { status, headers: { "cache-control": "no-store" } });
}

/**
 * A path the proxy forwards: under `/api/`, and free of encoded dots, slashes and backslashes
 * that a back end might decode into a path outside it (`/api/%2e%2e/__control`).
 */
function isForwardablePath(pathname: string): boolean {
  return pathname.startsWith(PROXIED_PATH_PREFIX) && !/%2e|%2f|%5c|\\/i.test(pathname);
}

/** The time each MB of a forwarded body adds to the call's limit by default (`timePerMegabyteMs`). */
const DEFAULT_TIME_PER_MEGABYTE_MS = 1_000;
const MEGABYTE = 1024 * 1024;

/**
 * Creates the forwarding a site's same-origin route uses, so that the browser never holds the
 * player's token (see docs/security.md, "The session token"): each `/api/*` request goes to the
 * back end (`/api/core/*` to the core host) with the call conventions' credentials added here,
 * on the server: `Authorization` and `Authorization2` from the token the site read from its
 * HttpOnly cookie, and the visitor's IP the site saw as `X-Forwarded-For` (signed when a
 * `forwardingSecret` is set). Never the brand's system token: that is for the site's own
 * server-side reads, and a browser could otherwise borrow it (`?user=` of any player). The status and
 * body come back as the back end sent them; no answer in time is a `504`, no answer at all a
 * `502`, each with this package's error body. Paths outside `/api/` answer `404` without a call.
 *
 * @example
 * const forward = createBackendProxy({ baseUrl: "https://api.brand.example" });
 * export async function POST(request: Request) {
 *   return forward(request, { token: readAccessTokenCookie(request) });
 * }
 */
export function createBackendProxy(options: BackendProxyOptions): BackendProxy {
  const coreUrl = options.coreUrl ?? options.baseUrl;
  const timeoutMs = options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs;
  const timePerMegabyteMs = options.timePerMegabyteMs ?? DEFAULT_TIME_PER_MEGABYTE_MS;
  const languageHeader = (options.languageHeader ?? CLIENT_DEFAULTS.languageHeader).toLowerCase();
  // A secret of the server: the same guard as the client's, should this ever be bundled for a browser.
  const forwardingSecret = typeof window === "undefined" ? options.forwardingSecret : undefined;
  const http = ky.create({ retry: 0, throwHttpErrors: false, fetch: options.fetch });

  async function headersFor(request: Request, forward: ForwardOptions): Promise<Headers> {
    const headers = new Headers();
    for (const name of [...FORWARDED_REQUEST_HEADERS, languageHeader]) {
      const value = request.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    if (forward.token !== null && forward.token !== "") {
      headers.set("Authorization", `Bearer ${forward.token}`);
      headers.set("Authorization2", `Bearer ${forward.token}`);
    }
    const address = forward.clientAddress?.trim() ?? "";
    if (address !== "") {
      headers.set("X-Forwarded-For", address);
      if (forwardingSecret !== undefined && forwardingSecret !== "") {
        headers.set(CLIENT_ADDRESS_SIGNATURE_HEADER, await signClientAddress(forwardingSecret, address));
      }
    }
    return headers;
  }

  function responseFrom(upstream: Response): Response {
    const headers = new Headers();
    for (const name of RETURNED_RESPONSE_HEADERS) {
      const value = upstream.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    const body = BODILESS_STATUSES.has(upstream.status) ? null : upstream.body;
    return new Response(body, { status: upstream.status, statusText: upstream.statusText, headers });
  }

  return async (request, forward) => {
    const { pathname, search } = new URL(request.url);
    if (!isForwardablePath(pathname)) return errorResponse(404, "NOT_FOUND", `${pathname} is not a back-end call`);
    const method = request.method.toUpperCase();
    const body = method === "GET" || method === "HEAD" ? undefined : await request.arrayBuffer();
    const target = joinUrl(isCorePath(pathname) ? coreUrl : options.baseUrl, pathname) + search;
    try {
      const upstream = await http(target, {
        method,
        headers: await headersFor(request, forward),
        body: body === undefined || body.byteLength === 0 ? undefined : body,
        timeout: timeoutMs + Math.ceil(((body?.byteLength ?? 0) / MEGABYTE) * timePerMegabyteMs),
      });
      return responseFrom(upstream);
    } catch (error) {
      if (isTimeoutError(error)) return errorResponse(504, "GATEWAY_TIMEOUT", "The back end did not answer in time");
      if (isNetworkError(error) || error instanceof TypeError) {
        return errorResponse(502, "BAD_GATEWAY", "The back end could not be reached");
      }
      throw error;
    }
  };
}
