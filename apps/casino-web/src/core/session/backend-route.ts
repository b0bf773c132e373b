import { DEFAULT_PATHS } from "@casino/api-client";
import type { BackendProxy } from "@casino/api-client/proxy";
import { ACCESS_TOKEN_COOKIE_NAME } from "@casino/domain";
import { NextResponse, type NextRequest } from "next/server";
import { isAllowedWrite } from "./same-origin-write";
import {
  ACCESS_TOKEN_COOKIE,
  endSessionCookies,
  expireCookie,
  PENDING_ACCESS_TOKEN_COOKIE,
  setCookie,
} from "./session-cookies";

/** What the route needs from its surroundings: the forwarding and the site's own origin. */
export interface BackendRouteOptions {
  forward: BackendProxy;
  /** The origin the site's pages are served from (`https://casino.brand.example`). */
  siteOrigin: (request: NextRequest) => string;
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

/**
 * A sign-in answer with its token moved into the HttpOnly cookie: the page gets everything else
 * (last login, locale, user), never the token. A handed-over token still waiting is dropped: the
 * player has just chosen whom to sign in as.
 */
async function keepToken(upstream: Response): Promise<NextResponse> {
  const body: unknown = await upstream.json().catch(() => null);
  if (typeof body !== "object" || body === null) return NextResponse.json(body, { status: upstream.status });
  const { accessToken, ...withoutToken } = body as Record<string, unknown>;
  const response = NextResponse.json(withoutToken, { status: upstream.status });
  if (typeof accessToken === "string" && accessToken !== "") {
    setCookie(response.cookies, ACCESS_TOKEN_COOKIE, accessToken);
    expireCookie(response.cookies, PENDING_ACCESS_TOKEN_COOKIE);
  }
  return response;
}

/**
 * A logout ends the session on this site whatever the back end answers: the cookie goes. A 403
 * means the back end had ended it already, which is what the player asked for, so the page is
 * told it worked rather than sent to the login modal.
 */
function endOfLogout(upstream: Response): NextResponse {
  const response =
    upstream.status === 403
      ? NextResponse.json({ success: true, message: "The session had already ended" }, { status: 200 })
      : passOn(upstream);
  expireCookie(response.cookies, ACCESS_TOKEN_COOKIE);
  return response;
}

/**
 * The site's same-origin `/api/*` route (see docs/security.md, "The session token"): the
 * browser's calls arrive here without a token and go on to the back end with the token from the
 * HttpOnly cookie, through `@casino/api-client`'s proxy. Around the forwarding, what is the site's:
 * - a write that does not come from the site's own pages is refused (`403 CSRF`) before the back end hears of it;
 * - a login or sign-up answer's token goes into the cookie and out of the JSON;
 * - a logout clears the cookie;
 * - any 403 from the back end (an expired session) clears the cookie and is passed on, so the page opens `modal=login`.
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
  if (!allowed) {
    return NextResponse.json(
      { success: false, errorCode: "CSRF", message: "This request did not come from this site" },
      { status: 403 },
    );
  }

  const token = request.cookies.get(ACCESS_TOKEN_COOKIE_NAME)?.value ?? null;
  const upstream = await options.forward(request, {
    token: token === "" ? null : token,
    forwardedFor: request.headers.get("x-forwarded-for"),
  });
  const path = request.nextUrl.pathname;

  if (path === DEFAULT_PATHS.logout) return endOfLogout(upstream);
  if (upstream.status === 403) {
    const response = passOn(upstream);
    endSessionCookies(response.cookies);
    return response;
  }
  if (SIGN_IN_PATHS.includes(path) && upstream.ok) return keepToken(upstream);
  return upstream;
}
