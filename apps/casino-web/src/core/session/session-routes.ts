import { createApiClient } from "@casino/api-client";
import {
  ACCESS_TOKEN_COOKIE_NAME,
  isWellFormedAccessToken,
  PENDING_ACCESS_TOKEN_COOKIE_NAME,
  sessionExpiredRedirect,
} from "@casino/domain";
import { NextResponse, type NextRequest } from "next/server";
import type { BackendConfig } from "../backend-config";
import { urlWithoutModal } from "../query-modals/query-string";
import { safeReturnPath } from "./return-path";
import { isAllowedWrite } from "./same-origin-write";
import {
  ACCESS_TOKEN_COOKIE,
  endSessionCookies,
  expireCookie,
  PENDING_ACCESS_TOKEN_COOKIE,
  setCookie,
} from "./session-cookies";

/** A redirect to a path of this site (a relative `Location`, so no host is ever guessed). */
function seeOther(path: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: { Location: path, "Cache-Control": "no-store" } });
}

function cookieOf(request: NextRequest, name: string): string | null {
  const value = request.cookies.get(name)?.value ?? "";
  return value === "" ? null : value;
}

/**
 * `GET /api/session/expired?next=<path>` (see docs/features.md, "Session and sign-in"): a page
 * render found the session cookie refused. The session is checked once more (so a link from
 * another site cannot sign a player out), then the cookie is cleared and the visitor lands on
 * the same page with `modal=login`, never as a guest with the stale cookie kept. A sign-in link's
 * token waiting in the pending cookie takes the ended session's place instead.
 */
export async function endExpiredSession(request: NextRequest, backend: BackendConfig): Promise<NextResponse> {
  const next = safeReturnPath(request.nextUrl.searchParams.get("next"));
  const token = cookieOf(request, ACCESS_TOKEN_COOKIE_NAME);
  if (token !== null) {
    const api = createApiClient({
      baseUrl: backend.apiUrl,
      coreUrl: backend.coreUrl,
      getToken: () => token,
      ...(backend.systemToken === undefined ? {} : { systemAccessToken: backend.systemToken }),
    });
    // Still valid, or the back end cannot tell right now: nothing to end.
    if ((await api.user.checkUserOnServer()).status !== "unauthenticated") return seeOther(next);
  }
  const pending = cookieOf(request, PENDING_ACCESS_TOKEN_COOKIE_NAME);
  if (isWellFormedAccessToken(pending)) {
    const page = new URL(next, "https://site.invalid");
    const response = seeOther(`${urlWithoutModal(page.pathname, page.search)}${page.hash}`);
    setCookie(response.cookies, ACCESS_TOKEN_COOKIE, pending);
    expireCookie(response.cookies, PENDING_ACCESS_TOKEN_COOKIE);
    return response;
  }
  const response = seeOther(sessionExpiredRedirect(next));
  endSessionCookies(response.cookies);
  return response;
}

/**
 * `POST /api/session/pending` with `{ choice: "switch" | "keep" }`: the signed-in player's answer
 * to a sign-in link for another account. `switch` makes the waiting token the session; `keep`
 * drops it. Only the site's own pages may ask (the same check as every write).
 */
export async function settlePendingSession(request: NextRequest, siteOrigin: string): Promise<NextResponse> {
  const allowed = isAllowedWrite(
    {
      method: request.method,
      origin: request.headers.get("origin"),
      contentType: request.headers.get("content-type"),
      hasBody: true,
    },
    siteOrigin,
  );
  if (!allowed) {
    return NextResponse.json(
      { success: false, errorCode: "CSRF", message: "This request did not come from this site" },
      { status: 403 },
    );
  }
  const body: unknown = await request.json().catch(() => null);
  const choice = typeof body === "object" && body !== null ? (body as { choice?: unknown }).choice : undefined;
  if (choice !== "switch" && choice !== "keep") {
    return NextResponse.json(
      { success: false, errorCode: "VALIDATION_ERROR", message: 'choice must be "switch" or "keep"' },
      { status: 400 },
    );
  }
  const pending = cookieOf(request, PENDING_ACCESS_TOKEN_COOKIE_NAME);
  const switched = choice === "switch" && isWellFormedAccessToken(pending);
  const response = NextResponse.json({ success: true, data: { switched } });
  if (switched) setCookie(response.cookies, ACCESS_TOKEN_COOKIE, pending);
  expireCookie(response.cookies, PENDING_ACCESS_TOKEN_COOKIE);
  return response;
}
