import type { NextRequest } from "next/server";
import { settlePendingSession } from "../../../../core/session/session-routes";
import { requestSiteOrigin } from "../../../../core/session/site-origin";

/** The player's answer to a sign-in link for another account: switch, or keep the current one. */
export function POST(request: NextRequest) {
  return settlePendingSession(request, requestSiteOrigin(request));
}
