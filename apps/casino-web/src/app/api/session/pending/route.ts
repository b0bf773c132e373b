import type { NextRequest } from "next/server";
import { readBackendConfig } from "../../../../core/backend-config";
import { describePendingSession, settlePendingSession } from "../../../../core/session/session-routes";
import { requestSiteOrigin } from "../../../../core/session/site-origin";

/** Whose account a waiting sign-in link opens (masked), and whether someone is signed in now. */
export function GET(request: NextRequest) {
  return describePendingSession(request, readBackendConfig(process.env));
}

/** The visitor's answer to a sign-in link: sign in as (or switch to) its account, or not. */
export function POST(request: NextRequest) {
  return settlePendingSession(request, requestSiteOrigin(request));
}
