import { NextResponse, type NextRequest } from "next/server";
import { ACCESS_TOKEN_COOKIE_NAME, PENDING_ACCESS_TOKEN_COOKIE_NAME } from "@casino/domain";
import { accessTokenHandoff } from "./core/session/access-token-handoff";
import { REQUEST_URL_HEADER } from "./core/session/request-url";
import { PENDING_ACCESS_TOKEN_COOKIE, setCookie } from "./core/session/session-cookies";
import { readBackendConfig } from "./core/backend-config";
import { pageCaching } from "./core/page-caching";
import {
  contentSecurityPolicy,
  createNonce,
  CSP_REPORT_PATH,
  NONCE_HEADER,
  readSecurityConfig,
  securityHeaders,
} from "./core/security-headers";
import { encodeSettings, LOCALE_HEADER, SETTINGS_HEADER } from "./features/shell/routing/handoff";
import { loadProxySettings } from "./features/shell/routing/proxy-settings";
import { routeRequest } from "./features/shell/routing/route-request";

/** Where a locale the brand does not serve is sent: a path no route answers, so the 404 page shows. */
const NOT_FOUND_ROUTE = "/__not-found";

function withSecurityHeaders(response: NextResponse, headers: Record<string, string>): NextResponse {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

/** A prefetch of a link (Next's router asks before the visitor clicks). */
function isPrefetch(request: NextRequest): boolean {
  return request.headers.has("next-router-prefetch") || request.headers.get("purpose") === "prefetch";
}

/**
 * A fetch of the page's payload by Next's router (a client-side navigation, a prefetch), not a load
 * of the page itself. Next hides its router headers (`RSC`, `_rsc`) from the proxy, so this reads
 * the browser's own word: a document load says `Sec-Fetch-Dest: document` (an `iframe` for a
 * framed page); a router fetch says `empty`. A client that sends none (a crawler, a cache's own
 * request) loads documents.
 */
function isRouterRequest(request: NextRequest): boolean {
  const destination = request.headers.get("sec-fetch-dest");
  return isPrefetch(request) || (destination !== null && destination !== "document" && destination !== "iframe");
}

/** A request for a page (document or router payload), not for an API route or the report endpoint. */
function isPageRequest(request: NextRequest): boolean {
  const { pathname } = request.nextUrl;
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    !pathname.startsWith("/api/") &&
    pathname !== CSP_REPORT_PATH
  );
}

/**
 * Runs before every page (Next 16's proxy, formerly middleware): takes an `at` token from a
 * top-level GET navigation into the HttpOnly pending cookie while the page asks the visitor (sign
 * in as that account, or switch to it) and drops it from the address with a redirect, so no page
 * script ever sees it and no link signs anybody in by itself; routes the
 * page (locale prefix, page URL overrides, the settings-failure
 * page with 503; see docs/features.md, "Shell and navigation"); then sets a per-request CSP nonce
 * and the security headers, says which pages a shared cache may keep for every guest
 * (`core/page-caching.ts`, docs/deployment.md), and tells the page render its own address.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const backend = readBackendConfig(process.env);
  const security = readSecurityConfig(process.env);
  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    connectSources: [backend.apiUrl, backend.coreUrl, backend.socketUrl, backend.reverseGeocodeUrl],
    paymentOrigins: security.paymentOrigins,
    development: process.env.NODE_ENV === "development",
  });
  const headers = securityHeaders(policy, security);

  const handoff = accessTokenHandoff(request.nextUrl, request.cookies.get(ACCESS_TOKEN_COOKIE_NAME)?.value ?? null, {
    method: request.method,
    fetchMode: request.headers.get("sec-fetch-mode"),
    fetchDest: request.headers.get("sec-fetch-dest"),
  });
  if (handoff !== null) {
    const redirect = NextResponse.redirect(handoff.location, 303);
    if (handoff.action === "ask" && handoff.token !== null) {
      setCookie(redirect.cookies, PENDING_ACCESS_TOKEN_COOKIE, handoff.token);
    }
    redirect.headers.set("Cache-Control", "no-store");
    return withSecurityHeaders(redirect, headers);
  }

  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(NONCE_HEADER, nonce);
  // A page render that finds the session expired sends the visitor back here with modal=login.
  requestHeaders.set(REQUEST_URL_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  // Next reads the nonce from the request's CSP header and puts it on its own scripts.
  requestHeaders.set("Content-Security-Policy", policy);
  // Only the proxy says what these are: a browser's own copies never reach a page.
  requestHeaders.delete(LOCALE_HEADER);
  requestHeaders.delete(SETTINGS_HEADER);
  if (!isPageRequest(request)) {
    return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), headers);
  }

  const settings = await loadProxySettings(backend, { prefetch: isPrefetch(request) });
  requestHeaders.set(SETTINGS_HEADER, encodeSettings(settings));
  const decision = routeRequest(request.nextUrl.pathname, settings);
  const target = request.nextUrl.clone();
  switch (decision.kind) {
    case "unavailable":
      requestHeaders.set(LOCALE_HEADER, decision.locale);
      // The layout shows only the designed error page without settings, whatever the route: the
      // root is one every path can stand on. The status says it too.
      target.pathname = "/";
      return withSecurityHeaders(
        NextResponse.rewrite(target, {
          status: 503,
          headers: { "Retry-After": "30" },
          request: { headers: requestHeaders },
        }),
        headers,
      );
    case "not-found":
      target.pathname = NOT_FOUND_ROUTE;
      return withSecurityHeaders(NextResponse.rewrite(target, { request: { headers: requestHeaders } }), headers);
    case "redirect":
      target.pathname = decision.pathname;
      return withSecurityHeaders(NextResponse.redirect(target, 308), headers);
    case "render": {
      requestHeaders.set(LOCALE_HEADER, decision.locale);
      const caching = pageCaching({
        method: request.method,
        route: decision.pathname,
        session: request.cookies.has(ACCESS_TOKEN_COOKIE_NAME),
        pendingSession: request.cookies.has(PENDING_ACCESS_TOKEN_COOKIE_NAME),
        routerRequest: isRouterRequest(request),
      });
      // A page kept for every guest is rendered without this visitor's cookies, so nothing of
      // theirs can reach the HTML another guest is served (docs/security.md, "Cached guest pages").
      if (caching.kind === "guest") requestHeaders.delete("cookie");
      const pageHeaders = { ...headers, ...caching.headers };
      if (decision.pathname === request.nextUrl.pathname) {
        return withSecurityHeaders(NextResponse.next({ request: { headers: requestHeaders } }), pageHeaders);
      }
      target.pathname = decision.pathname;
      return withSecurityHeaders(NextResponse.rewrite(target, { request: { headers: requestHeaders } }), pageHeaders);
    }
  }
}

export const config = {
  // Every page, prefetches included (a prefetched link must reach the same route as a click).
  matcher: ["/((?!_next/static|_next/image|favicon.ico|icon.svg).*)"],
};
