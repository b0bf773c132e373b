"use client";

import { PRIVACY_POLICY_URL, shouldShowCookieNotice } from "@casino/domain";
import { CookieNotice } from "@casino/ui";
import { usePathname } from "next/navigation";
import { useSyncExternalStore } from "react";
import { useHref } from "@casino/features";
import { acceptCookieConsent, readCookieConsent, subscribeCookieConsent } from "./cookie-consent";

// Rendered on the server with the page, so a first visit paints it at once (it is often the
// largest text, Lighthouse's LCP). It floats over the page (fixed), so it shifts nothing.

/**
 * The cookie notice: shown until accepted, never on game or play pages. The server
 * passes the consent it read from the cookie, so an accepted visitor never fetches it.
 */
export function CookieNoticeGate({ serverConsent }: { serverConsent: string | null }) {
  const pathname = usePathname();
  const consent = useSyncExternalStore(subscribeCookieConsent, readCookieConsent, () => serverConsent);
  const privacyPolicyHref = useHref()(PRIVACY_POLICY_URL);
  if (!shouldShowCookieNotice({ pathname, consent })) return null;
  return <CookieNotice open onAccept={acceptCookieConsent} privacyPolicyHref={privacyPolicyHref} />;
}
