"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-client-context";
import { chatRoomQueryOptions } from "../queries/chat";
import type { ReadOptions } from "../queries/read-options";

/** The chat room: its latest messages and who is in it, kept current by `useChatRealtimeUpdates`. */
export function useChatRoom(options: ReadOptions = {}) {
  return useQuery({ ...chatRoomQueryOptions(useApiClient()), ...options });
}
