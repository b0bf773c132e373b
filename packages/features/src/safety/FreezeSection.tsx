"use client";

import { Skeleton } from "@casino/ui";
import dynamic from "next/dynamic";

// Drawn in the browser only, like the limits: the page's first load carries neither the client nor the form.
const FreezePanel = dynamic(() => import("./FreezePanel"), { ssr: false, loading: () => <Skeleton height={360} /> });

/** The freeze page's interactive part. */
export function FreezeSection() {
  return <FreezePanel />;
}
