// Stays in the site (docs/architecture.md, "The apps"): an async server component that streams the
// card after the server loader `cashback.ts` (server-only) has read the award; the card itself is
// `@casino/features`' CashbackCardLive.
import { Suspense } from "react";
import { CashbackCardLive } from "@casino/features";
import { getRequestCashback } from "./cashback";

/** The card, once the player's award has answered; nothing when there is none or it failed. */
async function HomeCashbackCard({ theme }: { theme: string }) {
  const cashback = await getRequestCashback();
  return typeof cashback === "object" ? <CashbackCardLive theme={theme} {...cashback} /> : null;
}

/**
 * The signed-in player's cashback card on the home page, streamed: the award is asked for only once
 * the user check has named the player, so awaiting it with the page would hold the whole page's first
 * byte (the hero, its largest paint, included) for a second call in a row. The page goes out at once
 * with the card's empty slot, which keeps the card's room, and the card's figures follow in the same
 * response.
 */
export function HomeCashback({ theme }: { theme: string }) {
  return (
    <Suspense fallback={<div className="cashback-slot" />}>
      <HomeCashbackCard theme={theme} />
    </Suspense>
  );
}
