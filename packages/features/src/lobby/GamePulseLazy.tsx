"use client";

import dynamic from "next/dynamic";

// The chart and its data load after the game page, so its first-load JS does not grow.
const GamePulseWithClient = dynamic(() => import("./GamePulseWithClient"), {
  ssr: false,
  loading: () => <div className="pulse-slot" aria-busy="true" />,
});

/** The game page's Game Pulse (see docs/features.md, "Game Pulse"), drawn in the browser. */
export function GamePulseLazy({ slug }: { slug: string }) {
  return <GamePulseWithClient slug={slug} />;
}
