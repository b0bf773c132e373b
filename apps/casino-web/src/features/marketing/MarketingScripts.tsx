"use client";

import { shouldLoadExternalScripts, type ScriptEntry } from "@casino/domain";
import { usePathname } from "next/navigation";
import { useSettings } from "@casino/api-client/react";
import { useEffect, useRef } from "react";

/** Props of {@link MarketingScripts}, read on the server. */
export interface MarketingScriptsProps {
  /** The visitor segment's scripts (spec 000 §6). */
  scripts: readonly ScriptEntry[];
  /** This request's CSP nonce. */
  nonce: string;
  /** The visitor is a bot: no script at all. */
  bot: boolean;
}

/**
 * Loads the back end's marketing and analytics scripts on the pages that allow them: never for
 * bots, on play pages or on the cashier (PCI DSS 6.4.3). A script cannot be unloaded, so entering
 * the cashier after scripts ran reloads the page, which then starts without them.
 */
export function MarketingScripts({ scripts, nonce, bot }: MarketingScriptsProps) {
  const pathname = usePathname();
  // The settings the server loaded, from the hydrated cache: a moved cashier is still recognised.
  const settings = useSettings().data;
  const pageUrlOverrides = settings?.pageUrls ?? undefined;
  const navigationSystem = settings?.navigationSystem ?? undefined;
  const injected = useRef(false);
  const allowed = shouldLoadExternalScripts({
    pathname,
    bot,
    ...(pageUrlOverrides === undefined ? {} : { pageUrlOverrides }),
    ...(navigationSystem === undefined ? {} : { navigationSystem }),
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
