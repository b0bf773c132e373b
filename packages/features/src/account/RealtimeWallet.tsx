"use client";

import { createRealtimeClient, type RealtimeClient } from "@casino/api-client";
import { useApiClient, useRealtimeCacheUpdates } from "@casino/api-client/react";
import { useEffect, useState } from "react";
import { announceRetargetingDeposit } from "../marketing/retargeting.js";

/**
 * The signed-in player's live wallet (see docs/features.md, "Session and sign-in"): the socket is
 * opened while this is mounted (signed in) and closed when it goes (logout). The page cannot read
 * the token, so each connect and reconnect presents a fresh single-use ticket from the site's own
 * server; the events update the cached player details (the header's balance), a deposit is told
 * to the retargeting scripts, and a reconnect after a server restart refreshes the wallet.
 */
export default function RealtimeWallet({ socketUrl }: { socketUrl: string }) {
  const client = useApiClient();
  const [realtime, setRealtime] = useState<RealtimeClient | null>(null);

  useEffect(() => {
    const connection = createRealtimeClient({
      url: socketUrl,
      getAuth: async () => ({ ticket: (await client.session.getSocketTicket()).data.ticket }),
    });
    // The cache follows the connection from its first sign of life.
    const stopFollowing = connection.onStatus(() => setRealtime(connection));
    connection.connect();
    return () => {
      stopFollowing();
      connection.close();
      setRealtime(null);
    };
  }, [client, socketUrl]);

  useRealtimeCacheUpdates(realtime, { onDeposit: (event) => announceRetargetingDeposit(window, event.count) });
  return null;
}
