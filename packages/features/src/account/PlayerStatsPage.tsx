"use client";

import { browserOnly } from "../lazy/browser-only.js";

// The figures, the UI kit's parts and the API client load after the page (the bundle budget).
const PlayerStatsWithClient = browserOnly(
  () => import("./PlayerStatsWithClient.js"),
  <div className="cashier-slot" aria-busy="true" />,
);

/** The `/profile/statistics` page's figures, drawn in the browser (dates in the player's zone). */
export function PlayerStatsPage() {
  return <PlayerStatsWithClient />;
}
