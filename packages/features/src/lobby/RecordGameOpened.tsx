"use client";

import { useGameOpened } from "@casino/api-client/react";
import { useEffect } from "react";
import { WithTabApiClient } from "../client/tab-api-client.js";

function Recorder({ gameId }: { gameId: number }) {
  const { mutate } = useGameOpened();
  useEffect(() => {
    mutate(gameId);
  }, [gameId, mutate]);
  return null;
}

/**
 * Tells the back end, once the tab's API client is there, that the player opened a game, so it
 * leads their recent games. Draws nothing; a failed call costs only the recent list's order.
 */
export function RecordGameOpened({ gameId }: { gameId: number }) {
  return (
    <WithTabApiClient fallback={null}>
      <Recorder gameId={gameId} />
    </WithTabApiClient>
  );
}
