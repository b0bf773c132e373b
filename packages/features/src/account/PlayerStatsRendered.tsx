"use client";

import { usePlayerStats } from "@casino/api-client/react";
import { ErrorState } from "@casino/ui/ErrorState";
import { PlayerStats } from "@casino/ui/PlayerStats";
import { Skeleton } from "@casino/ui/Skeleton";
import { useBrowserZone } from "../time/use-browser-zone.js";
import { useHref } from "../links/use-href.js";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { Link } from "../router/router-adapter.js";

function PlayerStatsPanel() {
  const href = useHref();
  const zone = useBrowserZone();
  const stats = usePlayerStats();
  if (stats.data === undefined) {
    return stats.isError ? (
      <ErrorState headingLevel={2} onRetry={() => void stats.refetch()} />
    ) : (
      <Skeleton shape="block" height={384} />
    );
  }
  return <PlayerStats stats={stats.data} timeZone={zone} tournamentsHref={href("tournaments")} linkComponent={Link} />;
}

/**
 * The statistics with their API client, drawn on the server with the page's awaited read of them and
 * hydrated once their chunk has loaded (docs/performance.md, "Signed-in pages drawn on the server").
 */
export default function PlayerStatsRendered() {
  return (
    <WithRenderedApiClient>
      <PlayerStatsPanel />
    </WithRenderedApiClient>
  );
}
