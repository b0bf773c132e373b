import type { LogoutReason } from "@casino/domain";

/** What one tab tells the other tabs of the same browser about the session. */
export type SessionMessage =
  { type: "activity"; at: number } | { type: "signed-in" } | { type: "signed-out"; reason: LogoutReason; at: number };

const CHANNEL_NAME = "casino-session";

// One channel object per tab: a BroadcastChannel never delivers a message to the object that
// posted it, so this tab does not hear its own news. Created on first use, in the browser only.
let channel: BroadcastChannel | null | undefined;

function sessionChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL_NAME) : null;
  return channel;
}

/** Tells the other tabs of this browser (activity keeps them alive; sign-in and sign-out update them). */
export function postSessionMessage(message: SessionMessage): void {
  sessionChannel()?.postMessage(message);
}

/** Listens to the other tabs; answers the function that stops listening. */
export function subscribeSessionMessages(listener: (message: SessionMessage) => void): () => void {
  const current = sessionChannel();
  if (current === null) return () => undefined;
  const onMessage = (event: MessageEvent<SessionMessage>) => listener(event.data);
  current.addEventListener("message", onMessage);
  return () => current.removeEventListener("message", onMessage);
}
