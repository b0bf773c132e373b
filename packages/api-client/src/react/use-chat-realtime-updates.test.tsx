// @vitest-environment jsdom
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createApiClient } from "../create-api-client";
import type { RealtimeClient, RealtimeStatus } from "../realtime/realtime-client";
import type { RealtimeEventName, RealtimeEvents } from "../schemas/events";
import type { ChatRoom } from "./chat-cache";
import { makeQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { makeWrapper } from "./test-wrapper";
import { useChatRealtimeUpdates } from "./use-chat-realtime-updates";

/** An in-memory stand-in for the socket (the socket itself is tested against a real server). */
function inMemoryRealtime({ connected = true } = {}) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  const realtime: RealtimeClient = {
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: unknown) => void);
      listeners.set(event, set);
      return () => set.delete(listener as (payload: unknown) => void);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    connect: () => undefined,
    close: () => undefined,
    connected,
  };
  return {
    realtime,
    emit<TEvent extends RealtimeEventName>(event: TEvent, payload: RealtimeEvents[TEvent]) {
      for (const listener of listeners.get(event) ?? []) listener(payload);
    },
    status(status: RealtimeStatus) {
      for (const listener of statusListeners) listener(status);
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0) + statusListeners.size,
  };
}

const message = { id: 1, author: "Dana D.", text: "hello", sentAt: "2026-11-23T12:00:00.000Z" };

function setUp({ connected = true } = {}) {
  const queryClient = makeQueryClient();
  queryClient.setQueryData<ChatRoom>(queryKeys.chatRoom(), { messages: [message], participants: [] });
  const socket = inMemoryRealtime({ connected });
  // Never reached: the room is seeded; a dead port is enough.
  const client = createApiClient({ baseUrl: "http://127.0.0.1:9" });
  const hook = renderHook(() => useChatRealtimeUpdates(socket.realtime), { wrapper: makeWrapper(queryClient, client) });
  const room = () => queryClient.getQueryData<ChatRoom>(queryKeys.chatRoom());
  return { queryClient, socket, hook, room };
}

describe("useChatRealtimeUpdates", () => {
  it("adds a message anyone sent to the room", () => {
    const { socket, room } = setUp();
    socket.emit("chatMessage", { ...message, id: 2, text: "good luck" });
    expect(room()?.messages.map((kept) => kept.text)).toEqual(["hello", "good luck"]);
  });

  it("takes out a message a moderator removed", () => {
    const { socket, room } = setUp();
    socket.emit("chatMessageRemoved", { id: 1 });
    expect(room()?.messages).toEqual([]);
  });

  it("follows who is in the chat", () => {
    const { socket, room } = setUp();
    socket.emit("chatParticipants", { participants: [{ name: "Dana D.", status: "away" }] });
    expect(room()?.participants).toEqual([{ name: "Dana D.", status: "away" }]);
  });

  it("reads the room again when handed a connection already open: a removal before it joined is not kept", () => {
    const { queryClient } = setUp({ connected: true });
    expect(queryClient.getQueryState(queryKeys.chatRoom())?.isInvalidated).toBe(true);
  });

  it("reads the room again once a connection still opening connects", () => {
    const { queryClient, socket } = setUp({ connected: false });
    expect(queryClient.getQueryState(queryKeys.chatRoom())?.isInvalidated).toBe(false);
    socket.status("connected");
    expect(queryClient.getQueryState(queryKeys.chatRoom())?.isInvalidated).toBe(true);
  });

  it("reads the room again after a reconnect, and stops listening when unmounted", () => {
    const { queryClient, socket, hook } = setUp({ connected: false });
    socket.status("reconnected");
    expect(queryClient.getQueryState(queryKeys.chatRoom())?.isInvalidated).toBe(true);
    hook.unmount();
    expect(socket.listenerCount()).toBe(0);
  });
});
