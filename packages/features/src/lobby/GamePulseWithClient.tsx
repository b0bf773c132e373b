"use client";

import { browserZone, GamePulseSection, WithTabApiClient } from "@casino/features";

/** A game's Game Pulse with the tab's API client, made by the browser services after the page loads. */
export default function GamePulseWithClient({ slug }: { slug: string }) {
  return (
    <WithTabApiClient fallback={<div className="pulse-slot" aria-busy="true" />}>
      <GamePulseSection slug={slug} timeZone={browserZone()} />
    </WithTabApiClient>
  );
}
