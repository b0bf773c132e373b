"use client";

import { WithTabApiClient } from "../client/tab-api-client.js";
import { GamePulseSection } from "../game-pulse/GamePulseSection.js";
import { browserZone } from "../time/browser-zone.js";

/** A game's Game Pulse with the tab's API client, made by the browser services after the page loads. */
export default function GamePulseWithClient({ slug }: { slug: string }) {
  return (
    <WithTabApiClient fallback={<div className="pulse-slot" aria-busy="true" />}>
      <GamePulseSection slug={slug} timeZone={browserZone()} />
    </WithTabApiClient>
  );
}
