import { DEFAULT_PATHS } from "@casino/api-client";
import type { BackendProxy } from "@casino/api-client/proxy";
import { ACCESS_TOKEN_COOKIE_NAME, UPLOAD_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from "@casino/domain";
import { NextResponse, type NextRequest } from "next/server";
import { isAllowedWrite } from "./same-origin-write";
import { visitorAddress } from "./visitor-address";
import {
  ACCESS_TOKEN_COOKIE,
  endSessionCookies,
  expireCookie,
  PENDING_ACCESS_TOKEN_COOKIE,
  REGISTERED_USER_COOKIE,
  setCookie,
  USER_CURRENCY_CODE_COOKIE,
} from "./session-cookies";

/** What the route needs from its surroundings: the forwarding, the site's own origin and the proxies in front of it. */
export interface BackendRouteOptions {
  forward: BackendProxy;
  /** The origin the site's pages are served from (`https://casino.brand.example`). */
  siteOrigin: (request: NextRequest) => string;
  /** Addresses of the proxies in front of the site (see {@link visitorAddress}); none by default. */
  trustedProxies?: readonly string[];
}

/** Calls whose answer carries the token the site keeps in its cookie. */
const SIGN_IN_PATHS: readonly string[] = [DEFAULT_PATHS.login, DEFAULT_PATHS.signUp];

function hasBody(request: NextRequest): boolean {
  const length = request.headers.get("content-length");
  return (length !== null && length !== "0") || request.headers.has("transfer-encoding");
}

/** The back end's answer as a response the site can add cookies to. */
function passOn(upstream: Response): NextResponse {
  return new NextResponse(upstream.body, { status: upstream.status, headers: upstream.headers });
}

function jsonError(status: number, errorCode: string, message: string, headers: Record<string, string> = {}) {
  return NextResponse.json({ success: false, errorCode, message }, { status, headers });
}

/**
 * Marks an answer as the visitor's own: it varies with the cookie, and one made for a signed-in
 * player (anything but a picture) is kept by no cache, shared or the browser's, so a later
 * visitor on the same machine or behind the same proxy never sees it.
 */
function keepPrivate(response: Response, signedIn: boolean): Response {
  response.headers.append("Vary", "Cookie");
  const picture = response.headers.get("content-type")?.startsWith("image/") ?? false;
  if (signedIn && !picture) {
    response.headers.set("Cache-Control", "private, no-store");
    response.headers.delete("expires");
    response.headers.delete("pragma");
  }
  return response;
}

/** A currency code of an answer's player, or `null` (a code is 3 letters, ISO 4217 style, or a crypto's few more). */
function currencyOf(player: unknown): string | null {
  if (typeof player !== "object" || player === null) return null;
  const code = (player as { currencyCode?: unknown }).currencyCode;
  return typeof code === "string" && /^[A-Za-z0-9]{2,10}$/.test(code) ? code : null;
}

/**
 * A sign-in answer with its token moved into the HttpOnly cookie: the page gets everything else
 * (last login, locale, user), never the token. A handed-over token still waiting is dropped: the
 * player has just chosen whom to sign in as. The browser is marked as a registered user's
 * (`registered_user`), and a sign-up's currency kept (`userCurrencyCode`).
 */
async function keepToken(upstream: Response): Promise<NextResponse> {
  const body: unknown = await upstream.json().catch(() => null);
  if (typeof body !== "object" || body === null) return NextResponse.json(body, { status: upstream.status });
  const { accessToken, ...withoutToken } = body as Record<string, unknown>;
  const response = NextResponse.json(withoutToken, { status: upstream.status });
  if (typeof accessToken === "string" && accessToken !== "") {
    setCookie(response.cookies, ACCESS_TOKEN_COOKIE, accessToken);
    expireCookie(response.cookies, PENDING_ACCESS_TOKEN_COOKIE);
    setCookie(response.cookies, REGISTERED_USER_COOKIE, "1");
    const currency = currencyOf(withoutToken.createUser);
    if (currency !== null) setCookie(response.cookies, USER_CURRENCY_CODE_COOKIE, currency);
  }
  return response;
}

/** The player's details pass through, with the player's currency kept in `userCurrencyCode` for 30 days. */
async function keepCurrency(upstream: Response): Promise<Response> {
  const body: unknown = await upstream
    .clone()
    .json()
    .catch(() => null);
  const player =
    typeof body === "object" && body !== null ? (body as { data?: { getUser?: unknown } }).data?.getUser : null;
  const currency = currencyOf(player);
  if (currency === null) return upstream;
  const response = passOn(upstream);
  setCookie(response.cookies, USER_CURRENCY_CODE_COOKIE, currency);
  return response;
}

/**
 * A logout ends the session on this site when the back end ended it: the cookie goes on its
 * success, and on a 403, which means the back end had ended it already (what the player asked
 * for, so the page is told it worked rather than sent to the login modal). Any other answer (a
 * fault, a timeout) is passed on with the cookie kept: the back-end session still lives, and a
 * site that forgot it would leave it open where the player cannot end it.
 */
function endOfLogout(upstream: Response): NextResponse {
  if (upstream.status === 403) {
    const response = NextResponse.json({ success: true, message: "The session had already ended" }, { status: 200 });
    expireCookie(response.cookies, ACCESS_TOKEN_COOKIE);
    return response;
  }
  const response = passOn(upstream);
  if (upstream.ok) expireCookie(response.cookies, ACCESS_TOKEN_COOKIE);
  return response;
}

/**
 * The site's same-origin `/api/*` route (see docs/security.md, "The session token"): the
 * browser's calls arrive here without a token and go on to the back end with the token from the
 * HttpOnly cookie, through `@casino/api-client`'s proxy. Around the forwarding, what is the site's:
 * - a write that does not come from the site's own pages is refused (`403 CSRF`) before the back end hears of it;
 * - a body over the kit's upload limit (`UPLOAD_REQUEST_MAX_BYTES`) is refused (`413 FILE_TOO_LARGE`) unread;
 * - a login or sign-up answer's token goes into the cookie and out of the JSON;
 * - a logout is a same-origin `POST` only (a link cannot sign a player out), and clears the cookie once the back end ended the session;
 * - any 403 from the back end (an expired session) clears the cookie and is passed on, so the page opens `modal=login`;
 * - the visitor's address is the one the site's server saw ({@link visitorAddress}), never the `X-Forwarded-For` the browser sent;
 * - every answer varies with the cookie, and a signed-in player's is `private, no-store`.
 */
export async function handleBackendCall(request: NextRequest, options: BackendRouteOptions): Promise<Response> {
  const allowed = isAllowedWrite(
    {
      method: request.method,
      origin: request.headers.get("origin"),
      contentType: request.headers.get("content-type"),
      hasBody: hasBody(request),
    },
    options.siteOrigin(request),
  );
  if (!allowed) return jsonError(403, "CSRF", "This request did not come from this site");
  const path = request.nextUrl.pathname;
  if (Number(request.headers.get("content-length") ?? 0) > UPLOAD_REQUEST_MAX_BYTES) {
    // The back end's own limit, said before anything is read: the page shows it as the upload's error.
    return jsonError(
      413,
      "FILE_TOO_LARGE",
      `The file is over the ${String(UPLOAD_MAX_BYTES / 1024 / 1024)} MB upload limit`,
    );
  }
  if (path === DEFAULT_PATHS.logout && request.method !== "POST") {
    return jsonError(405, "METHOD_NOT_ALLOWED", "A logout is a POST from this site", { Allow: "POST" });
  }

  const cookie = request.cookies.get(ACCESS_TOKEN_COOKIE_NAME)?.value ?? "";
  const token = cookie === "" ? null : cookie;
  const upstream = await options.forward(request, {
    token,
    clientAddress: visitorAddress(request.headers.get("x-forwarded-for"), options.trustedProxies ?? []),
  });
  return keepPrivate(await afterForwarding(path, upstream), token !== null || SIGN_IN_PATHS.includes(path));
}

async function afterForwarding(path: string, upstream: Response): Promise<Response> {
  if (path === DEFAULT_PATHS.logout) return endOfLogout(upstream);
  if (upstream.status === 403) {
    const response = passOn(upstream);
    endSessionCookies(response.cookies);
    return response;
  }
  if (SIGN_IN_PATHS.includes(path) && upstream.ok) return keepToken(upstream);
  if (path === DEFAULT_PATHS.userDetails && upstream.ok) return keepCurrency(upstream);
  return upstream;
}
