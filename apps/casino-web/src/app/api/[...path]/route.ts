import { createBackendProxy } from "@casino/api-client/proxy";
import type { NextRequest } from "next/server";
import { readBackendConfig } from "../../../core/backend-config";
import { handleBackendCall } from "../../../core/session/backend-route";
import { requestSiteOrigin } from "../../../core/session/site-origin";

const backend = readBackendConfig(process.env);

// The forwarding holds configuration only (no player's data): one per server process. Never the
// system token: a call the browser asks for carries the player's own credentials, nothing more
// (the token is for the site's server-side reads, src/core/request-context.ts).
const forward = createBackendProxy({
  baseUrl: backend.apiUrl,
  coreUrl: backend.coreUrl,
  timeoutMs: backend.timeoutMs,
  ...(backend.forwardingSecret === undefined ? {} : { forwardingSecret: backend.forwardingSecret }),
});

/**
 * Every browser call to the back end (see docs/security.md, "The session token"): same origin,
 * no token in the page; the token is added here from the HttpOnly cookie.
 */
function handle(request: NextRequest): Promise<Response> {
  return handleBackendCall(request, { forward, siteOrigin: requestSiteOrigin, trustedProxies: backend.trustedProxies });
}

export { handle as DELETE, handle as GET, handle as PATCH, handle as POST, handle as PUT };
