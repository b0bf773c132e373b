import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_TOKEN_COOKIE_NAME } from "@casino/domain";
import { accessTokenHandoff } from "./core/session/access-token-handoff";
import { REQUEST_URL_HEADER } from "./core/session/request-url";
import { ACCESS_TOKEN_COOKIE, PENDING_ACCESS_TOKEN_COOKIE, setCookie } from "./core/session/session-cookies";
import { readBackendConfig } from "./core/backend-config";
import { contentSecurityPolicy, createNonce, NONCE_HEADER, STATIC_SECURITY_HEADERS } from "./core/security-headers";

function withSecurityHeaders(response: NextResponse, policy: string): NextResponse {
  response.headers.set("Content-Security-Policy", policy);
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) response.headers.set(name, value);
  return response;
}

/**
 * Runs before every page (Next 16's proxy, formerly middleware): hands an `at` token over to the
 * HttpOnly cookie (or, when another session is open, to the pending cookie while the page asks the
 * player) and drops it from the address with a redirect, so no page script ever sees it; then sets
 * a per-request CSP nonce and the security headers, and tells the page render its own address.
 */
export function proxy(request: NextRequest): NextResponse {
  const backend = readBackendConfig(process.env);
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    connectSources: [backend.apiUrl, backend.coreUrl, backend.socketUrl, backend.reverseGeocodeUrl],
    development: process.env.NODE_ENV === "development",
  });

  const handoff = accessTokenHandoff(request.nextUrl, request.cookies.get(ACCESS_TOKEN_COOKIE_NAME)?.value ?? null);
  if (handoff !== null) {
    const redirect = NextResponse.redirect(handoff.location, 303);
    if (handoff.token !== null) {
      setCookie(
        redirect.cookies,
        handoff.action === "store" ? ACCESS_TOKEN_COOKIE : PENDING_ACCESS_TOKEN_COOKIE,
        handoff.token,
      );
    }
    redirect.headers.set("Cache-Control", "no-store");
    return withSecurityHeaders(redirect, policy);
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  // A page render that finds the session expired sends the visitor back here with modal=login.
  requestHeaders.set(REQUEST_URL_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  requestHeaders.set("Content-Security-Policy", policy);
  return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), policy);
}

export const config = {
  matcher: [
    {
      source: "/((?!_next/static|_next/image|favicon.ico|icon.svg).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
