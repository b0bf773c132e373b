"use client";

import { useLimits, useSessionMovements, useSettings, useUserDetails } from "@casino/api-client/react";
import {
  isRealityCheckDue,
  jurisdictionProfile,
  nextRealityCheckAt,
  realityCheckChoice,
  realityCheckIntervalMs,
  sessionSummary,
  showsSessionClock,
} from "@casino/domain";
import { RealityCheckDialog, SessionClock } from "@casino/ui";
import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { useHref } from "../links/use-href.js";
import {
  acknowledgeRealityCheck,
  forgetSessionStart,
  realityCheckAcknowledgedAt,
  sessionStartedAt,
} from "./session-start.js";

// The clock shows whole minutes: a tick every 15 s keeps it within a quarter of a minute.
const CLOCK_TICK_MS = 15_000;

/**
 * The reality check and the session clock of a signed-in player (see docs/features.md, "Reality
 * check"): at the market's interval, a dialog with the session's time and net position (from the
 * socket's debit and credit movements) that the player answers with Continue or Log out; and, where
 * the market asks, the same figures in the header.
 */
export default function RealityCheck({ onLogOut }: { onLogOut: () => void }) {
  const profile = jurisdictionProfile(useSettings().data?.jurisdiction);
  // The player's own interval where they chose one on the limits page, else the market's.
  const intervalMs = realityCheckIntervalMs(profile, realityCheckChoice(useLimits().data?.limits));
  const clock = showsSessionClock(profile, true);
  const movements = useSessionMovements();
  const currencyCode = useUserDetails().data?.getUser.currencyCode ?? "EUR";
  const href = useHref();
  const [now, setNow] = useState(() => new Date());
  const [startedAt] = useState(() => sessionStartedAt(now));
  const [acknowledgedAt, setAcknowledgedAt] = useState(realityCheckAcknowledgedAt);
  // Drawn in the browser only (a `browserOnly` chunk without server rendering): the kit's header is there.
  const [banner] = useState(() => document.querySelector(".casino-SiteHeader"));

  // Unmounted when the player signs out: the next sign-in starts a new session.
  useEffect(() => forgetSessionStart, []);

  // Wake at the next check (and every tick while the clock shows), never polling faster.
  // The wait is measured from this moment, not from the last tick: without the session clock no
  // tick runs, and a wait measured from a stale tick would start again at every other render.
  const nextCheckAt = nextRealityCheckAt(startedAt, acknowledgedAt, intervalMs)?.getTime() ?? null;
  useEffect(() => {
    const untilCheck = nextCheckAt === null ? Number.POSITIVE_INFINITY : nextCheckAt - Date.now();
    const wait = Math.min(untilCheck, clock ? CLOCK_TICK_MS : Number.POSITIVE_INFINITY);
    if (!Number.isFinite(wait)) return undefined;
    const timer = setTimeout(() => setNow(new Date()), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [nextCheckAt, clock, now]);

  if (intervalMs === null && !clock) return null;
  // A movement that arrived since the last tick counts at once: the figures run up to the newest one.
  const newest = movements.reduce((latest, movement) => Math.max(latest, new Date(movement.at).getTime()), 0);
  const summary = sessionSummary(movements, startedAt, new Date(Math.max(now.getTime(), newest)));
  return (
    <>
      {clock && banner !== null
        ? createPortal(
            <div className="session-clock">
              <SessionClock
                elapsedMs={summary.elapsedMs}
                netPosition={summary.netPosition}
                currencyCode={currencyCode}
              />
            </div>,
            banner,
          )
        : null}
      {intervalMs === null ? null : (
        <RealityCheckDialog
          open={isRealityCheckDue(startedAt, acknowledgedAt, intervalMs, now)}
          elapsedMs={summary.elapsedMs}
          staked={summary.staked}
          won={summary.won}
          netPosition={summary.netPosition}
          currencyCode={currencyCode}
          historyHref={href("/profile/transactions")}
          onContinue={() => {
            const at = new Date();
            acknowledgeRealityCheck(at);
            setAcknowledgedAt(at);
            setNow(at);
          }}
          onLogout={onLogOut}
        />
      )}
    </>
  );
}
