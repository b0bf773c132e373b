"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ChatPresenceStatus } from "../../schemas/chat";
import { useApiClient } from "../api-client-context";
import { withChatMessage, type ChatRoom } from "../chat-cache";
import { queryKeys } from "../query-keys";

/** Sends a chat message; the message as kept joins the room at once (the socket's copy is not added twice). */
export function useSendChatMessage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => client.chat.send({ text }),
    onSuccess: (response) => {
      queryClient.setQueryData<ChatRoom>(queryKeys.chatRoom(), (room) =>
        room === undefined ? undefined : withChatMessage(room, response.data.message),
      );
    },
  });
}

/** Tells the back end the player is in the chat, active or away; the room's list of players follows its answer. */
export function useReportChatPresence() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ChatPresenceStatus) => client.chat.presence(status),
    onSuccess: async (response) => {
      const key = queryKeys.chatRoom();
      // The player joins as the chat opens, while the room may still be on its way: a read the back
      // end answered before it heard the player would leave them out of the list until the next
      // broadcast, which a socket still connecting misses. So a read in flight is made again
      // (cancelled first: it would otherwise be shared, not repeated). A room that failed to load
      // keeps its error and its Try again, which reads it with the player in it.
      const room = queryClient.getQueryState<ChatRoom>(key);
      if (room?.data === undefined) {
        if (room?.fetchStatus !== "fetching") return;
        await queryClient.cancelQueries({ queryKey: key, exact: true });
        void queryClient.refetchQueries({ queryKey: key, exact: true });
        return;
      }
      queryClient.setQueryData<ChatRoom>(key, (room) =>
        room === undefined ? undefined : { ...room, participants: response.data.participants },
      );
    },
  });
}
