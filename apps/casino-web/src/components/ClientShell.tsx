"use client";

import dynamic from "next/dynamic";
import type { BrowserServicesProps } from "./BrowserServices";

const BrowserServices = dynamic(() => import("./BrowserServices"), { ssr: false });

/** The browser-only services of every page, fetched after the page so its first load stays lean. */
export function ClientShell(props: BrowserServicesProps) {
  return <BrowserServices {...props} />;
}
