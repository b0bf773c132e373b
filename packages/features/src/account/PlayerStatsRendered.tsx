"use client";

import { usePlayerStats } from "@casino/api-client/react";
import { ErrorState } from "@casino/ui/ErrorState";
import { PlayerStats } from "@casino/ui/PlayerStats";
import { Skeleton } from "@casino/ui/Skeleton";
import { browserZone } from "../time/browser-zone.js";
import { useHref } from "../links/use-href.js";
import { WithTabApiClient } from "../client/tab-api-client.js";
import { Link } from "../router/router-adapter.js";

function PlayerStatsPanel() {
  const href = useHref();
  const stats = usePlayerStats();
  if (stats.data === undefined) {
    return stats.isError ? (
      <ErrorState headingLevel={2} onRetry={() => void stats.refetch()} />
    ) : (
      <Skeleton shape="block" height={384} />
    );
  }
  return (
    <PlayerStats
      stats={stats.data}
      timeZone={browserZone()}
      tournamentsHref={href("tournaments")}
      linkComponent={Link}
    />
  );
}

/**
 * The statistics with the tab's API client, which the browser services make after the page loads
 * (`core/providers/BrowserServices.tsx`); the slot keeps the room until then.
 */
export default function PlayerStatsWithClient() {
  return (
    <WithTabApiClient fallback={<div className="cashier-slot" aria-busy="true" />}>
      <PlayerStatsPanel />
    </WithTabApiClient>
  );
}
