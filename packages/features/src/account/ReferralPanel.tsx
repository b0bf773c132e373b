"use client";

import { ReferralCard, type ReferralCardProps } from "@casino/ui";
import { copyText } from "../browser/copy-text.js";

/** The referral card with the browser's clipboard: the copy is the page's only script of its own. */
export function ReferralPanel(props: Omit<ReferralCardProps, "onCopy">) {
  return <ReferralCard {...props} onCopy={copyText} />;
}
