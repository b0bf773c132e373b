"use client";

// Stays in the site (docs/architecture.md, "Where a thing belongs"): injecting the brand's marketing
// scripts is the site's, read on the server with the request (`marketing-scripts.ts`, server-only).

import { shouldLoadMarketingScripts, type ScriptEntry, type VisitorSegment } from "@casino/domain";
import { usePathname } from "next/navigation";
import { useSettings } from "@casino/api-client/react";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { pageUrlOptionsOf, readCookieConsent, subscribeCookieConsent } from "@casino/features";

/** Props of {@link MarketingScripts}, read on the server. */
export interface MarketingScriptsProps {
  /** The visitor segment's scripts. */
  scripts: readonly ScriptEntry[];
  segment: VisitorSegment;
  /** The signed-in player is self-excluded: no script at all. */
  selfExcluded: boolean;
  /** This request's CSP nonce. */
  nonce: string;
  /** The visitor is a bot: no script at all. */
  bot: boolean;
}

/**
 * Loads the back end's marketing and analytics scripts where the domain's rule allows them (see
 * docs/features.md, "Marketing scripts"): only once the cookie notice is accepted (the moment it is,
 * without a reload), never for a self-excluded player or a bot, never on play pages or on cashier,
 * verification and limits pages wherever the page URL table puts them. A script cannot be
 * unloaded, so entering such a page after scripts ran reloads it, which then starts without them.
 */
export function MarketingScripts({ scripts, segment, selfExcluded, nonce, bot }: MarketingScriptsProps) {
  const pathname = usePathname();
  // The settings the server loaded, from the hydrated cache: a moved cashier is still recognised.
  const settings = useSettings().data;
  const consent = useSyncExternalStore(subscribeCookieConsent, readCookieConsent, () => null);
  const injected = useRef(false);
  const allowed = shouldLoadMarketingScripts({
    pathname,
    pages: pageUrlOptionsOf(settings),
    consent,
    segment,
    selfExcluded,
    bot,
  });
  useEffect(() => {
    if (!allowed) {
      if (injected.current) window.location.reload();
      return;
    }
    if (injected.current || scripts.length === 0) return;
    injected.current = true;
    // The injector (and DOMPurify) is fetched only when there is something to inject.
    void import("./inject-scripts").then(({ injectScripts }) => injectScripts(document, scripts, nonce));
  }, [allowed, scripts, nonce]);
  return null;
}
