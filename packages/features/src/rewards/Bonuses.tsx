"use client";

import { Skeleton } from "@casino/ui/Skeleton";
import { serverRendered } from "../lazy/server-rendered.js";

// Drawn on the server with the page's awaited reads; the content, its calls and their schemas load
// after the page, in their own chunk.
const BonusesRendered = serverRendered(() => import("./BonusesRendered.js"), <Skeleton shape="block" height={320} />);

/**
 * The bonuses page's content, drawn on the server: render it under the page's awaited reads of the
 * player's bonuses and the offers (`BONUSES_PAGE_QUERIES`), else it draws its placeholder until
 * they come. `renderedAt` is the server's instant of the page, which its rules read until it has
 * hydrated.
 */
export function BonusesPage(props: { renderedAt: Date }) {
  return <BonusesRendered {...props} />;
}
