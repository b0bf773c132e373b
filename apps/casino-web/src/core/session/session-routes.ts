import { createApiClient } from "@casino/api-client";
import { urlWithModal } from "@casino/features";
import {
  ACCESS_TOKEN_COOKIE_NAME,
  isWellFormedAccessToken,
  maskedEmail,
  PENDING_ACCESS_TOKEN_COOKIE_NAME,
  sessionExpiredRedirect,
} from "@casino/domain";
import { NextResponse, type NextRequest } from "next/server";
import type { BackendConfig } from "../backend-config";
import { SWITCH_ACCOUNT_MODAL } from "./access-token-handoff";
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

/** The site's server-side client for one token (the system token is the server's own reads'). */
function serverClient(backend: BackendConfig, token: string) {
  return createApiClient({
    baseUrl: backend.apiUrl,
    coreUrl: backend.coreUrl,
    getToken: () => token,
    ...(backend.systemToken === undefined ? {} : { systemAccessToken: backend.systemToken }),
  });
}

/**
 * `GET /api/session/expired?next=<path>` (see docs/features.md, "Session and sign-in"): a page
 * render found the session cookie refused. The session is checked once more (so a link from
 * another site cannot sign a player out), then the cookie is cleared and the visitor lands on
 * the same page with `modal=login`, never as a guest with the stale cookie kept. A sign-in link's
 * token waiting in the pending cookie still waits: the visitor, now signed out, is asked whether
 * to sign in as that account (`modal=switch-account`); it never takes the session unasked.
 */
export async function endExpiredSession(request: NextRequest, backend: BackendConfig): Promise<NextResponse> {
  const next = safeReturnPath(request.nextUrl.searchParams.get("next"));
  const token = cookieOf(request, ACCESS_TOKEN_COOKIE_NAME);
  if (token !== null) {
    // Still valid, or the back end cannot tell right now: nothing to end.
    if ((await serverClient(backend, token).user.checkUserOnServer()).status !== "unauthenticated") {
      return seeOther(next);
    }
  }
  const pending = cookieOf(request, PENDING_ACCESS_TOKEN_COOKIE_NAME);
  if (isWellFormedAccessToken(pending)) {
    const page = new URL(next, "https://site.invalid");
    const response = seeOther(`${urlWithModal(page.pathname, page.search, SWITCH_ACCOUNT_MODAL)}${page.hash}`);
    expireCookie(response.cookies, ACCESS_TOKEN_COOKIE);
    return response;
  }
  const response = seeOther(sessionExpiredRedirect(next));
  endSessionCookies(response.cookies);
  return response;
}

/** What the question about a waiting sign-in link shows: whose account it is (masked) and whether someone is signed in. */
export interface PendingSession {
  /** The link's account's e-mail, masked ({@link maskedEmail}); `null` when the back end does not say. */
  account: string | null;
  /** Whether a session is open in this browser (switch to the link's account) or not (sign in as it). */
  signedIn: boolean;
}

/**
 * `GET /api/session/pending`: what the page asks about a sign-in link's token waiting in the
 * pending cookie. The site's server reads the account with that token, so the visitor sees whose
 * account the link opens before anything is signed in; `data: null` when nothing waits, or when
 * the back end refuses the token (which is then forgotten).
 */
export async function describePendingSession(request: NextRequest, backend: BackendConfig): Promise<NextResponse> {
  const pending = cookieOf(request, PENDING_ACCESS_TOKEN_COOKIE_NAME);
  const headers = { "Cache-Control": "private, no-store", Vary: "Cookie" };
  if (!isWellFormedAccessToken(pending)) return NextResponse.json({ success: true, data: null }, { headers });
  const check = await serverClient(backend, pending).user.checkUserOnServer();
  if (check.status === "unauthenticated") {
    const response = NextResponse.json({ success: true, data: null }, { headers });
    expireCookie(response.cookies, PENDING_ACCESS_TOKEN_COOKIE);
    return response;
  }
  const email = check.status === "authenticated" ? (check.details.getUser.email?.trim() ?? "") : "";
  const data: PendingSession = {
    account: email === "" ? null : maskedEmail(email),
    signedIn: cookieOf(request, ACCESS_TOKEN_COOKIE_NAME) !== null,
  };
  return NextResponse.json({ success: true, data }, { headers });
}

/**
 * `POST /api/session/pending` with `{ choice: "switch" | "keep" }`: the visitor's answer to a
 * sign-in link (sign in as its account, or switch to it from the open one). `switch` makes the
 * waiting token the session; `keep` drops it. Only the site's own pages may ask (the same check
 * as every write).
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
