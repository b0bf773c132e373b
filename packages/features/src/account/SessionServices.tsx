"use client";

import type { UserDetails } from "@casino/api-client";
import { useSettings, useUserDetails } from "@casino/api-client/react";
import { queryKeys } from "@casino/api-client/react/server";
import { inactivityTimeoutMs, type LogoutReason } from "@casino/domain";
import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { browserOnly } from "../lazy/browser-only.js";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { removeStaleStoredToken } from "../session/browser-session.js";
import { subscribeSessionMessages } from "../session/session-channel.js";
import { useSession } from "../session/SessionProvider.js";
import { InactivityGuard } from "./InactivityGuard.js";
import { SessionAlertGate } from "./SessionAlertGate.js";
import { useEndSession } from "./use-end-session.js";
import { useNavigation } from "../router/router-adapter.js";

// The socket (socket.io and its parser) is fetched only for a signed-in player.
const RealtimeWallet = browserOnly(() => import("./RealtimeWallet.js"));
// The reality check and session clock: only for a signed-in player, and only where the market asks.
const RealityCheck = browserOnly(() => import("../safety/RealityCheck.js"));

/**
 * What the session does in the browser once the page has loaded (see docs/features.md, "Session
 * and sign-in"): forgets a token an older version stored, gives the header its Log out, keeps the
 * player's details fetched while signed in, follows sign-ins and sign-outs of the other tabs, shows
 * the session-ended alert, guards against inactivity and holds the live wallet. A change of the
 * player's active bonus renders the page's server data again.
 */
export function SessionServices({ socketUrl }: { socketUrl: string }) {
  const { authenticated, setAuthenticated, provideLogout } = useSession();
  const endSession = useEndSession();
  const queryClient = useQueryClient();
  const router = useNavigation();
  const timeoutMs = inactivityTimeoutMs(useSettings().data?.inactivitySessionTimeout);
  useUserDetails({ enabled: authenticated });

  useEffect(() => {
    removeStaleStoredToken();
  }, []);

  // A logout first closes the socket, then calls the back end: the back end drops an ending
  // session's sockets, and a socket that came back would ask for a ticket on a session already
  // over, a 403 the page would read as an expired session.
  const [endingFor, setEndingFor] = useState<LogoutReason | null>(null);
  const end = useCallback((reason: LogoutReason) => setEndingFor((current) => current ?? reason), []);
  const runEndSession = useEffectEvent((reason: LogoutReason) => endSession(reason));
  useEffect(() => {
    if (endingFor === null) return;
    // The socket's component has unmounted in this same commit (children clean up first).
    void runEndSession(endingFor).finally(() => setEndingFor(null));
  }, [endingFor]);

  useEffect(() => provideLogout(end), [provideLogout, end]);

  useEffect(
    () =>
      subscribeSessionMessages((message) => {
        if (message.type === "activity") return;
        if (message.type === "signed-out") queryClient.removeQueries({ queryKey: queryKeys.player() });
        setAuthenticated(message.type === "signed-in");
        router.refresh();
      }),
    [queryClient, router, setAuthenticated],
  );

  const activeBonusId = useQuery<UserDetails, Error, string | null>({
    queryKey: queryKeys.userDetails(),
    queryFn: skipToken,
    select: (details) => (details.activeBonus?.id == null ? null : String(details.activeBonus.id)),
  }).data;
  const seenBonusId = useRef(activeBonusId);
  useEffect(() => {
    const before = seenBonusId.current;
    seenBonusId.current = activeBonusId;
    if (before !== undefined && activeBonusId !== undefined && before !== activeBonusId) router.refresh();
  }, [activeBonusId, router]);

  return (
    <>
      <SessionAlertGate />
      {authenticated ? (
        <>
          <InactivityGuard
            timeoutMs={timeoutMs}
            onTimeout={() => end("USER_INACTIVITY_TIMEOUT")}
            onLogOut={() => end("USER_INITIATED")}
            // Staying also tells the back end the player is there (a call on the session).
            onStay={() => void queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() })}
          />
          {endingFor === null ? <RealtimeWallet socketUrl={socketUrl} /> : null}
          <RealityCheck onLogOut={() => end("USER_INITIATED")} />
        </>
      ) : null}
    </>
  );
}
