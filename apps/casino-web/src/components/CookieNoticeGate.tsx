"use client";

import { shouldShowCookieNotice } from "@casino/domain";
import { CookieNotice } from "@casino/ui";
import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { acceptCookieConsent, readCookieConsent, subscribeCookieConsent } from "../client/cookie-consent";

/**
 * The cookie notice (spec 000 §4): shown until accepted, never on game or play pages. The server
 * passes the consent it read from the cookie, so an accepted visitor never sees it flash.
 */
export function CookieNoticeGate({ serverConsent }: { serverConsent: string | null }) {
  const pathname = usePathname();
  const consent = useSyncExternalStore(subscribeCookieConsent, readCookieConsent, () => serverConsent);
  return <CookieNotice open={shouldShowCookieNotice({ pathname, consent })} onAccept={acceptCookieConsent} />;
}
