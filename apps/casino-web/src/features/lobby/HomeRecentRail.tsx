import { Suspense } from "react";
import { getRecentRail } from "./lobby-rails";
import { LobbyRails } from "@casino/features";

async function RecentRail() {
  const rail = await getRecentRail();
  // Only a signed-in player has recent games (the home page streams this rail for them alone).
  return rail === null ? null : <LobbyRails rails={[rail]} signedIn />;
}

/**
 * The signed-in player's recent games on the home page, streamed: the page goes out without
 * waiting for them, and the rail follows in the same response (nothing above it moves).
 */
export function HomeRecentRail() {
  return (
    <Suspense fallback={null}>
      <RecentRail />
    </Suspense>
  );
}
