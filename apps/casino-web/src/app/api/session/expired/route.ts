import type { NextRequest } from "next/server";
import { readBackendConfig } from "../../../../core/backend-config";
import { endExpiredSession } from "../../../../core/session/session-routes";

/** A page render found the session cookie refused: clear it and reopen the page with `modal=login`. */
export function GET(request: NextRequest) {
  return endExpiredSession(request, readBackendConfig(process.env));
}
