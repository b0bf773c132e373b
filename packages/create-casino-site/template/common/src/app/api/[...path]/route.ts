import { DEFAULT_PATHS } from "@casino/api-client";
import { createBackendProxy } from "@casino/api-client/proxy";
import { ACCESS_TOKEN_COOKIE_MAX_AGE_S, ACCESS_TOKEN_COOKIE_NAME } from "@casino/domain";
import { NextResponse, type NextRequest } from "next/server";
import { casinoApiUrl } from "../../../site";

const forward = createBackendProxy({ baseUrl: casinoApiUrl() });

/** Calls whose answer carries the token the site keeps in its cookie. */
const SIGN_IN_PATHS: readonly string[] = [DEFAULT_PATHS.login, DEFAULT_PATHS.signUp];

const TOKEN_COOKIE = {
  name: ACCESS_TOKEN_COOKIE_NAME,
  httpOnly: true,
  secure: true,
  sameSite: "lax",
  path: "/",
} as const;

/** A sign-in answer with its token moved into the HttpOnly cookie: the page gets everything else. */
async function keepToken(upstream: Response): Promise<NextResponse> {
  const body: unknown = await upstream.json().catch(() => null);
  if (typeof body !== "object" || body === null) return NextResponse.json(body, { status: upstream.status });
  const { accessToken, ...withoutToken } = body as Record<string, unknown>;
  const response = NextResponse.json(withoutToken, { status: upstream.status });
  if (typeof accessToken === "string" && accessToken !== "") {
    response.cookies.set({ ...TOKEN_COOKIE, value: accessToken, maxAge: ACCESS_TOKEN_COOKIE_MAX_AGE_S });
  }
  return response;
}

/**
 * Every call of the browser to the back end: same origin, with the player's token added here from
 * the HttpOnly cookie (`@casino/api-client/proxy`). A login's token goes into the cookie; a logout or
 * a refused session (403) clears it. Writes come from this site's pages only.
 */
async function handle(request: NextRequest): Promise<Response> {
  const origin = request.headers.get("origin");
  if (request.method !== "GET" && origin !== null && origin !== request.nextUrl.origin) {
    return NextResponse.json({ success: false, errorCode: "CSRF", message: "Not from this site" }, { status: 403 });
  }
  const token = request.cookies.get(ACCESS_TOKEN_COOKIE_NAME)?.value || null;
  const upstream = await forward(request, { token });
  const path = request.nextUrl.pathname;
  if (SIGN_IN_PATHS.includes(path) && upstream.ok) return keepToken(upstream);
  if (path === DEFAULT_PATHS.logout || upstream.status === 403) {
    const response = new NextResponse(upstream.body, { status: upstream.status, headers: upstream.headers });
    response.cookies.set({ ...TOKEN_COOKIE, value: "", maxAge: 0 });
    return response;
  }
  return upstream;
}

export { handle as DELETE, handle as GET, handle as PATCH, handle as POST, handle as PUT };
