"use client";

import { browserOnly } from "../lazy/browser-only.js";

// The chart and its data load after the game page, so its first-load JS does not grow.
const GamePulseWithClient = browserOnly(
  () => import("./GamePulseWithClient.js"),
  <div className="pulse-slot" aria-busy="true" />,
);

/** The game page's Game Pulse (see docs/features.md, "Game Pulse"), drawn in the browser. */
export function GamePulseLazy({ slug }: { slug: string }) {
  return <GamePulseWithClient slug={slug} />;
}
