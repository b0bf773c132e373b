"use client";

import dynamic from "next/dynamic";
import type { BrowserServicesProps } from "./BrowserServices";
import { CookieNoticeGate } from "../../features/consent/CookieNoticeGate";

const BrowserServices = dynamic(() => import("./BrowserServices"), { ssr: false });

/**
 * What every page carries besides its content: the cookie notice (rendered with the page) and the
 * browser-only services, fetched after the page so its first load stays lean.
 */
export function ClientShell({ serverConsent, ...services }: BrowserServicesProps & { serverConsent: string | null }) {
  return (
    <>
      <CookieNoticeGate serverConsent={serverConsent} />
      <BrowserServices {...services} />
    </>
  );
}
