"use client";

import { browserOnly } from "../lazy/browser-only.js";

// Loaded when a player opens the phone menu, the only place it shows: the award's call, the card
// and its claim stay off every page's first load.
const DrawerCashbackCard = browserOnly(() => import("./DrawerCashbackCard.js"));

/** The in-menu cashback card of the phone menu (see docs/features.md, "Cashback"). */
export function DrawerCashback({ theme }: { theme: string }) {
  return <DrawerCashbackCard theme={theme} />;
}
