"use client";

import { inactivityState, type InactivityState } from "@casino/domain";
import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { loadWhenDrawn } from "../lazy/load-when-drawn.js";
import { postSessionMessage, subscribeSessionMessages } from "../session/session-channel.js";

// The warning (a modal) is drawn, and its chunk asked for, only while it is due.
const InactivityWarning = loadWhenDrawn(() =>
  import("@casino/ui/InactivityWarning").then((module) => module.InactivityWarning),
);

/** What counts as the player being there. */
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "wheel", "touchstart", "scroll"] as const;

/** Activity is recorded (and told to the other tabs) at most this often. */
const ACTIVITY_THROTTLE_MS = 1_000;

/** Props of {@link InactivityGuard}. */
export interface InactivityGuardProps {
  /** The inactivity timeout (the domain's `inactivityTimeoutMs` of the settings). */
  timeoutMs: number;
  /** The timeout ran out: log out with `USER_INACTIVITY_TIMEOUT`. */
  onTimeout: () => void;
  /** The player chose Log out in the warning. */
  onLogOut: () => void;
  /** The player chose to stay: the app may tell the back end they are there. */
  onStay: () => void;
}

/**
 * Logs a signed-in player out after the inactivity timeout (see docs/features.md, "Inactivity and
 * logout reasons"): clicks, keys, scrolling and touches in this tab or in any other tab of the
 * browser count as activity; the warning shows ahead of the logout with a countdown and a way to
 * stay signed in (WCAG 2.2.1; while it shows only its answer counts, not a stray mouse wheel); at
 * the timeout `onTimeout` runs. The timing is the domain's `inactivityState`; the clock is the
 * browser's (Playwright's in the journeys).
 */
export function InactivityGuard({ timeoutMs, onTimeout, onLogOut, onStay }: InactivityGuardProps) {
  // The guard starts counting when it mounts (sign-in or page load); `null` until then.
  const lastActivityAt = useRef<number | null>(null);
  const [state, setState] = useState<InactivityState | null>(null);
  const warning = state?.phase === "warning";
  const timedOut = useEffectEvent(onTimeout);

  // One timer to the next change of phase, set again whenever activity moves the deadline.
  const [deadline, setDeadline] = useState(0);
  useEffect(() => {
    let timer: number | undefined;
    const check = () => {
      window.clearTimeout(timer);
      lastActivityAt.current ??= Date.now();
      const next = inactivityState({ lastActivityAt: lastActivityAt.current, now: Date.now(), timeoutMs });
      setState(next);
      if (next.phase === "timed-out") {
        timedOut();
        return;
      }
      timer = window.setTimeout(
        check,
        Math.max(0, (next.phase === "active" ? next.warningAt : next.logoutAt) - Date.now()),
      );
    };
    // A hidden tab's timers run late: look again when it is shown.
    const onVisible = () => {
      if (document.visibilityState === "visible") check();
    };
    check();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [deadline, timeoutMs]);

  const recordActivity = useCallback((at: number, tellOtherTabs: boolean) => {
    if (lastActivityAt.current !== null && at - lastActivityAt.current < ACTIVITY_THROTTLE_MS) return;
    lastActivityAt.current = at;
    setDeadline(at);
    if (tellOtherTabs) postSessionMessage({ type: "activity", at });
  }, []);

  useEffect(() => {
    if (warning) return undefined;
    const onActivity = () => recordActivity(Date.now(), true);
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [warning, recordActivity]);

  useEffect(
    () =>
      subscribeSessionMessages((message) => {
        if (message.type === "activity") recordActivity(message.at, false);
      }),
    [recordActivity],
  );

  if (state === null || !warning) return null;
  return (
    <InactivityWarning
      open
      logoutAt={new Date(state.logoutAt)}
      onStaySignedIn={() => {
        recordActivity(Date.now(), true);
        onStay();
      }}
      onLogOut={onLogOut}
    />
  );
}
