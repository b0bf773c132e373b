"use client";

import { Skeleton } from "@casino/ui";
import { browserOnly } from "../lazy/browser-only.js";

// Drawn in the browser only: the documents are the player's own, read and sent through the tab's
// API client, and the page's first load carries neither the client nor the upload cards.
const VerificationPanel = browserOnly(() => import("./VerificationPanel.js"), <Skeleton shape="block" height={480} />);

/** The verification page's interactive part. */
export function VerificationSection() {
  return <VerificationPanel />;
}
