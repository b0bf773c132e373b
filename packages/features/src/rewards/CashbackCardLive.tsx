"use client";

import type { CashbackCardProps } from "@casino/ui";
import { serverRendered } from "../lazy/server-rendered.js";

// Drawn on the server with the server's figures; the card, its tooltip and the award's live reads
// load after the page, in their own chunk, only where the card shows. The slot keeps the card's
// room for the one page a server instance draws before it has the part's module.
const CashbackCardRendered = serverRendered(() => import("./CashbackCardRendered.js"));

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
 * The cashback card, drawn on the server with the server's figures, then, once hydrated, the
 * award as the browser follows it (see docs/features.md, "Cashback"): polled every 15 s while the
 * page is visible, moved by live debits and credits, read again at each :00/:30 reset.
 */
export function CashbackCardLive(props: CashbackCardLiveProps) {
  return (
    <div className="cashback-slot" data-claimable={props.claimable ? "" : undefined}>
      <CashbackCardRendered {...props} />
    </div>
  );
}
