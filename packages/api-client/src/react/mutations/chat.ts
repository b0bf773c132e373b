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
    onSuccess: (response) => {
      queryClient.setQueryData<ChatRoom>(queryKeys.chatRoom(), (room) =>
        room === undefined ? undefined : { ...room, participants: response.data.participants },
      );
    },
  });
}
