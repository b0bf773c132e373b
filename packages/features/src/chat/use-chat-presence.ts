"use client";

import { awayStatus, awayStatusChangesAt, CHAT_ACTIVITY_REPORT_MS, type AwayStatus } from "@casino/domain";
import { useReportChatPresence } from "@casino/api-client/react";
import { useEffect, useEffectEvent, useRef, useState } from "react";

/** What counts as the player doing something (as for the session's inactivity). */
const ACTIVITY_EVENTS = ["pointerdown", "keydown", "scroll", "wheel", "touchstart"] as const;

/** The player's presence in the chat, and what changes it. */
export interface ChatPresence {
  status: AwayStatus;
  /** The player sets themselves away, or comes back. */
  setAway(away: boolean): void;
  /** A removed player comes back. */
  rejoin(): void;
  /** The player sent a message: active again, even after setting themselves away. */
  sent(): void;
}

interface PresenceState {
  lastActivityAt: number;
  manualAwaySince: number | null;
  /** Once removed, activity does not bring the player back: they rejoin. */
  removed: boolean;
}

/**
 * The signed-in player's presence in the live chat (see docs/features.md, "Live chat"), by the
 * domain's `awayStatus`: active while they do something, away when they say so or after 5 minutes
 * without activity, removed after 30 minutes away. One timer waits for the next change
 * (`awayStatusChangesAt`), so the page's clock decides, never a poll. The back end hears when the
 * player joins, sets themselves away or back, and at most once a minute that they are active; it
 * applies the same rule to what it heard, so others see the same status.
 */
export function useChatPresence(enabled: boolean): ChatPresence {
  const report = useReportChatPresence();
  const [state, setState] = useState<PresenceState>(() => ({
    lastActivityAt: Date.now(),
    manualAwaySince: null,
    removed: false,
  }));
  const [now, setNow] = useState(() => Date.now());
  const lastReportAt = useRef(Number.NEGATIVE_INFINITY);
  const status: AwayStatus = state.removed ? "removed" : awayStatus({ ...state, now });

  function sendReport(presence: "active" | "away", at: number) {
    lastReportAt.current = at;
    report.mutate(presence);
  }

  const join = useEffectEvent(() => sendReport("active", Date.now()));
  useEffect(() => {
    if (enabled) join();
  }, [enabled]);

  // One timer to the next change of status.
  useEffect(() => {
    if (!enabled || state.removed) return undefined;
    const changesAt = awayStatusChangesAt({ ...state, now: Date.now() });
    if (changesAt === null) return undefined;
    const timer = setTimeout(
      () => {
        const at = Date.now();
        setNow(at);
        // Once removed, the player stays out until they rejoin.
        if (awayStatus({ ...state, now: at }) === "removed") setState((current) => ({ ...current, removed: true }));
      },
      Math.max(0, changesAt - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [enabled, state, now]);

  const onActivity = useEffectEvent((event: Event) => {
    // Activity does not undo the player's own away, nor a removal. A press on the chat's own
    // presence buttons (inside `[data-chat-presence]`) is their answer: counted as activity first,
    // it would turn "I'm back" into "Set me away" under the pointer.
    if (state.removed || state.manualAwaySince !== null) return;
    if (event.target instanceof Element && event.target.closest("[data-chat-presence]") !== null) return;
    const at = Date.now();
    const wasAway = status === "away";
    if (wasAway || at - state.lastActivityAt >= 1000) {
      setState((current) => ({ ...current, lastActivityAt: at }));
      setNow(at);
    }
    if (wasAway || at - lastReportAt.current >= CHAT_ACTIVITY_REPORT_MS) sendReport("active", at);
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const listener = (event: Event) => onActivity(event);
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, listener, { passive: true, capture: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, listener, { capture: true });
    };
  }, [enabled]);

  function backToActive() {
    const at = Date.now();
    setState({ lastActivityAt: at, manualAwaySince: null, removed: false });
    setNow(at);
    sendReport("active", at);
  }

  function setAway(away: boolean) {
    if (!away) {
      backToActive();
      return;
    }
    const at = Date.now();
    setState((current) => ({ ...current, manualAwaySince: at }));
    setNow(at);
    sendReport("away", at);
  }

  function sent() {
    // The back end counts a sent message as activity itself.
    const at = Date.now();
    lastReportAt.current = at;
    setState({ lastActivityAt: at, manualAwaySince: null, removed: false });
    setNow(at);
  }

  return { status, setAway, rejoin: backToActive, sent };
}
