"use client";

import { shouldShowCookieNotice } from "@casino/domain";
import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { acceptCookieConsent, readCookieConsent, subscribeCookieConsent } from "../client/cookie-consent";

// Fetched only for a visitor who has not accepted yet; it floats over the page (fixed), so
// arriving after the page shifts nothing.
const CookieNotice = dynamic(() => import("@casino/ui").then((ui) => ui.CookieNotice), { ssr: false });

/**
 * The cookie notice (spec 000 §4): shown until accepted, never on game or play pages. The server
 * passes the consent it read from the cookie, so an accepted visitor never fetches it.
 */
export function CookieNoticeGate({ serverConsent }: { serverConsent: string | null }) {
  const pathname = usePathname();
  const consent = useSyncExternalStore(subscribeCookieConsent, readCookieConsent, () => serverConsent);
  if (!shouldShowCookieNotice({ pathname, consent })) return null;
  return <CookieNotice open onAccept={acceptCookieConsent} />;
}
