"use client";

import { SiteFooter, type SiteFooterProps } from "@casino/ui/SiteFooter";
import Link from "next/link";

/** The kit's `SiteFooter` with client-side navigation. */
export function Footer(props: Omit<SiteFooterProps, "linkComponent">) {
  return <SiteFooter {...props} linkComponent={Link} />;
}
