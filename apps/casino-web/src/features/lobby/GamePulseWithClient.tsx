"use client";

import { GamePulseSection } from "@casino/features";
import { browserZone } from "../../core/browser-zone";
import { WithTabApiClient } from "../../core/providers/tab-api-client";

/** A game's Game Pulse with the tab's API client, made by the browser services after the page loads. */
export default function GamePulseWithClient({ slug }: { slug: string }) {
  return (
    <WithTabApiClient fallback={<div className="pulse-slot" aria-busy="true" />}>
      <GamePulseSection slug={slug} timeZone={browserZone()} />
    </WithTabApiClient>
  );
}
