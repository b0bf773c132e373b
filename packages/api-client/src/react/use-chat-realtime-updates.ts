"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { RealtimeClient } from "../realtime/realtime-client";
import { withChatMessage, withoutChatMessage, type ChatRoom } from "./chat-cache";
import { queryKeys } from "./query-keys";

/**
 * Applies the chat's realtime events to the cached room (see docs/features.md, "Live chat"): a
 * message sent by anyone joins it, a message a moderator removed leaves it, the list of players
 * follows `chatParticipants`, and the room is read again whenever the connection opens (the first
 * time included) so nothing sent or removed while it was not listening stays wrong: the room is
 * first read over HTTP before the socket has joined, and a removal in between would otherwise stay
 * on screen. Pass the chat's own connection, or `null` while it is closed.
 */
export function useChatRealtimeUpdates(realtime: RealtimeClient | null | undefined): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (realtime == null) return undefined;
    const readAgain = () => void queryClient.invalidateQueries({ queryKey: queryKeys.chatRoom() });
    const update = (change: (room: ChatRoom) => ChatRoom) =>
      queryClient.setQueryData<ChatRoom>(queryKeys.chatRoom(), (room) =>
        room === undefined ? undefined : change(room),
      );
    const stops = [
      realtime.on("chatMessage", (message) => update((room) => withChatMessage(room, message))),
      realtime.on("chatMessageRemoved", ({ id }) => update((room) => withoutChatMessage(room, id))),
      realtime.on("chatParticipants", ({ participants }) => update((room) => ({ ...room, participants }))),
      realtime.onStatus((status) => {
        if (status === "connected" || status === "reconnected") readAgain();
      }),
    ];
    // Handed over already open (its first "connected" came before these listeners): read once now.
    if (realtime.connected) readAgain();
    return () => {
      for (const stop of stops) stop();
    };
  }, [queryClient, realtime]);
}
