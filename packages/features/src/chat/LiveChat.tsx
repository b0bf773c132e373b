"use client";

import { createRealtimeClient, isApiError, type RealtimeClient } from "@casino/api-client";
import { useApiClient, useChatRealtimeUpdates, useChatRoom, useSendChatMessage } from "@casino/api-client/react";
import { ChatPanel, type ChatRefusal } from "@casino/ui/ChatPanel";
import { ErrorState } from "@casino/ui/ErrorState";
import { Skeleton } from "@casino/ui/Skeleton";
import { useEffect, useState } from "react";
import { Link } from "../router/router-adapter.js";
import { useChatPresence } from "./use-chat-presence.js";

/** Props of {@link LiveChat}. */
export interface LiveChatProps {
  /** The socket server's URL; the chat connects to its `/chat` namespace. */
  socketUrl: string;
  /** Whether a player is signed in: a player writes, a visitor reads. */
  signedIn: boolean;
  /** Where a visitor signs in (`?modal=login`, in the page's locale). */
  signInHref: string;
  /** IANA zone the times are shown in (the player's). */
  timeZone?: string;
  /** The level of the chat's section headings. */
  headingLevel?: 2 | 3;
}

/** How many seconds a refusal for sending too quickly asks to wait: its `Retry-After`, else the window. */
function retryAfterSecondsOf(error: unknown): number {
  if (isApiError(error) && typeof error.body === "object" && error.body !== null) {
    const data = (error.body as { data?: { retryAfterSeconds?: unknown } }).data;
    if (typeof data?.retryAfterSeconds === "number" && data.retryAfterSeconds > 0) return data.retryAfterSeconds;
  }
  return 30;
}

/** Why a send failed, as the chat says it: too quickly (429), or not sent. */
function refusalOf(error: unknown): ChatRefusal {
  return isApiError(error) && error.status === 429
    ? { kind: "rate-limited", retryAfterSeconds: retryAfterSecondsOf(error) }
    : { kind: "failed" };
}

/**
 * The live chat, wired (see docs/features.md, "Live chat"): the room from `useChatRoom`, kept
 * current over the socket's `/chat` namespace (open to visitors, so they read it live too); a
 * signed-in player writes (`useSendChatMessage`, a refusal said in words) and has a presence
 * (`useChatPresence`: away by choice or after 5 minutes without activity, removed after 30
 * minutes away). A message a moderator removes leaves every open chat at once.
 *
 * @example <LiveChat socketUrl="https://api.brand.example" signedIn={authenticated} signInHref="?modal=login" />
 */
export function LiveChat({ socketUrl, signedIn, signInHref, timeZone, headingLevel = 2 }: LiveChatProps) {
  const client = useApiClient();
  const room = useChatRoom();
  const send = useSendChatMessage();
  const presence = useChatPresence(signedIn);
  const [realtime, setRealtime] = useState<RealtimeClient | null>(null);
  const [refusal, setRefusal] = useState<ChatRefusal | null>(null);

  useEffect(() => {
    // The chat's namespace takes no credentials: it only carries the chat's public events.
    const connection = createRealtimeClient({ url: `${socketUrl.replace(/\/$/, "")}/chat`, getAuth: () => ({}) });
    // The room follows the connection from its first sign of life.
    const stopFollowing = connection.onStatus(() => setRealtime(connection));
    connection.connect();
    return () => {
      stopFollowing();
      connection.close();
      setRealtime(null);
    };
  }, [client, socketUrl]);
  useChatRealtimeUpdates(realtime);

  if (room.data === undefined) {
    return room.isError ? (
      <ErrorState headingLevel={headingLevel} onRetry={() => void room.refetch()} />
    ) : (
      <Skeleton shape="block" height={420} />
    );
  }

  async function sendMessage(text: string): Promise<boolean> {
    try {
      await send.mutateAsync(text);
      setRefusal(null);
      presence.sent();
      return true;
    } catch (error) {
      setRefusal(refusalOf(error));
      return false;
    }
  }

  return (
    <ChatPanel
      messages={room.data.messages}
      participants={room.data.participants}
      viewer={signedIn ? "player" : "guest"}
      presence={presence.status}
      signInHref={signInHref}
      linkComponent={Link}
      onSend={sendMessage}
      sending={send.isPending}
      refusal={refusal}
      onAwayChange={presence.setAway}
      onRejoin={presence.rejoin}
      timeZone={timeZone}
      headingLevel={headingLevel}
    />
  );
}
