"use client";

import { serverRendered } from "../lazy/server-rendered.js";

// Drawn on the server with the page's awaited read; the figures, the UI kit's parts and the API
// client load after the page, in their own chunk (the bundle budget).
const PlayerStatsRendered = serverRendered(
  () => import("./PlayerStatsRendered.js"),
  <div className="cashier-slot" aria-busy="true" />,
);

/**
 * The `/profile/statistics` page's figures, drawn on the server: render it under the page's awaited
 * read of the player's statistics (`playerStatsQueryOptions`), else it draws its placeholder until
 * they come. Dates are in the visitor's zone (UTC until hydrated).
 */
export function PlayerStatsPage() {
  return <PlayerStatsRendered />;
}
