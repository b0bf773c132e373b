"use client";

import dynamic from "next/dynamic";
import type { BrowserServicesProps } from "./BrowserServices";
import { CookieNoticeGate } from "@casino/features";

const BrowserServices = dynamic(() => import("./BrowserServices"), { ssr: false });

/**
 * What every page carries besides its content: the cookie notice (drawn once hydrated) and the
 * browser-only services, fetched after the page so its first load stays lean.
 */
export function ClientShell(services: BrowserServicesProps) {
  return (
    <>
      <CookieNoticeGate />
      <BrowserServices {...services} />
    </>
  );
}
