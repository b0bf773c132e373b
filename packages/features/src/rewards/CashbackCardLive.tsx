"use client";

import type { CashbackCardProps } from "@casino/ui";
import { browserOnly } from "../lazy/browser-only.js";

// Drawn in the browser only: its countdown reads the clock while rendering, so server and browser
// would disagree by the seconds between them (a hydration error). The slot keeps the card's room,
// so nothing moves when it arrives; the card and the award's live reads load after the page, only
// where the card shows.
const CashbackCardFollowing = browserOnly(() => import("./CashbackCardFollowing.js"));

/** The card's props from the server, and whose award it is. */
export type CashbackCardLiveProps = Omit<
  CashbackCardProps,
  "onCycleEnd" | "clock" | "onClaim" | "claiming" | "canClaim"
> & {
  userId: number | string;
  /** The player claims the payout from the card (the cashback page); elsewhere it only shows. */
  claimable?: boolean;
};

/**
 * The cashback card: the server's figures first, then, once the tab's API client is there, the
 * award as the browser follows it (see docs/features.md, "Cashback"): polled every 15 s while the
 * page is visible, moved by live debits and credits, read again at each :00/:30 reset.
 */
export function CashbackCardLive(props: CashbackCardLiveProps) {
  return (
    <div className="cashback-slot" data-claimable={props.claimable ? "" : undefined}>
      <CashbackCardFollowing {...props} />
    </div>
  );
}
