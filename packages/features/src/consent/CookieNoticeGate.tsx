"use client";

import { PRIVACY_POLICY_URL, shouldShowCookieNotice } from "@casino/domain";
import { CookieNotice, useAnyModalOpen } from "@casino/ui";
import { useSyncExternalStore } from "react";
import { useHref } from "../links/use-href.js";
import { usePathname } from "../router/router-adapter.js";
import { acceptCookieConsent, readCookieConsent, subscribeCookieConsent } from "./cookie-consent.js";

// Drawn in the browser once the page is hydrated, never in the server's HTML: a guest page is the
// same for every guest (a shared cache keeps it, docs/deployment.md), whatever their consent, and
// the notice is not the page's largest paint. It floats over the page (fixed), so it shifts nothing.

/** Before hydration the consent is not known: the server's HTML carries no notice. */
const NOT_READ_YET = () => undefined;

/**
 * The cookie notice: shown until accepted, never on game or play pages. While a modal is open (a
 * first visit on `?modal=login`, say) the notice steps aside: the modal makes the page behind it
 * inert, so the notice's Accept could not be pressed, and the notice over the modal would hide its
 * lower part. It comes back, still usable, once the modal closes.
 */
export function CookieNoticeGate() {
  const pathname = usePathname();
  const consent = useSyncExternalStore(subscribeCookieConsent, readCookieConsent, NOT_READ_YET);
  const modalOpen = useAnyModalOpen();
  const privacyPolicyHref = useHref()(PRIVACY_POLICY_URL);
  if (consent === undefined || modalOpen || !shouldShowCookieNotice({ pathname, consent })) return null;
  return <CookieNotice open onAccept={acceptCookieConsent} privacyPolicyHref={privacyPolicyHref} />;
}
