"use client";

import { Skeleton } from "@casino/ui";
import { browserOnly } from "../lazy/browser-only.js";

// Drawn in the browser only, like the limits: the page's first load carries neither the client nor the form.
const FreezePanel = browserOnly(() => import("./FreezePanel.js"), <Skeleton height={360} />);

/** The freeze page's interactive part. */
export function FreezeSection() {
  return <FreezePanel />;
}
