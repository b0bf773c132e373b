"use client";

import type { CashbackCardProps } from "@casino/ui";
import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";

// Drawn in the browser only: its countdown reads the clock while rendering, so server and browser
// would disagree by the seconds between them (a hydration error). The slot keeps the card's room,
// so nothing moves when it arrives; the UI kit's chunk is fetched only where the card shows.
// Imported through a one-name module: a dynamic import of the whole kit could not be tree-shaken.
const CashbackCard = dynamic(() => import("./CashbackCardOnly").then((module) => module.CashbackCard), { ssr: false });

/**
 * The cashback card with server data. At each :00/:30 reset the page's server data is fetched
 * again, which refreshes the award and the player.
 */
export function CashbackCardLive(props: Omit<CashbackCardProps, "onCycleEnd" | "clock">) {
  const router = useRouter();
  return (
    <div className="cashback-slot">
      <CashbackCard {...props} onCycleEnd={() => router.refresh()} />
    </div>
  );
}
