import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import { queryKeys } from "../query-keys";
import { retryUnlessClientError } from "../retry";

/**
 * The chat room: its latest messages and who is in it. Read once when the chat opens; from then
 * on the socket's events keep it current (`useChatRealtimeUpdates`), and a reconnect reads it again.
 */
export function chatRoomQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.chatRoom(),
    queryFn: async ({ signal }) => (await client.chat.room({ signal })).data,
    staleTime: Number.POSITIVE_INFINITY,
    retry: retryUnlessClientError,
  });
}
