// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "../create-api-client";
import type { RealtimeClient, RealtimeStatus } from "../realtime/realtime-client";
import type { RealtimeEventName, RealtimeEvents } from "../schemas/events";
import type { UserCalendarData } from "../schemas/rakeback";
import type { UserDetails } from "../schemas/user";
import { makeQueryClient } from "./query-client";
import { queryKeys } from "./query-keys";
import { makeWrapper } from "./test-wrapper";
import { useBetRefusal } from "./hooks/limits";
import { useRealtimeCacheUpdates } from "./use-realtime-cache-updates";

/** An in-memory stand-in for the socket (the socket itself is tested against a real server). */
function inMemoryRealtime() {
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
    connected: true,
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

const details: UserDetails = {
  getUser: { userId: 42 },
  userWallet: { amount: 10, nonCashAmount: 0, totalAmount: 10 },
  depositCount: 0,
};
const award: UserCalendarData = { ngr: 100, payout: 5, percent: 5 };

function setUp(handlers = {}) {
  const queryClient = makeQueryClient();
  queryClient.setQueryData(queryKeys.userDetails(), details);
  queryClient.setQueryData(queryKeys.calendarAward(42), award);
  const socket = inMemoryRealtime();
  // Never reached: the queries are seeded and refetches go nowhere useful; a dead port is enough.
  const client = createApiClient({ baseUrl: "http://127.0.0.1:9", getToken: () => "tok" });
  const hook = renderHook(() => useRealtimeCacheUpdates(socket.realtime, handlers), {
    wrapper: makeWrapper(queryClient, client),
  });
  return { queryClient, socket, hook };
}

describe("useRealtimeCacheUpdates", () => {
  it("puts a balance event into the cached wallet", () => {
    const { queryClient, socket } = setUp();
    socket.emit("balance", { cash: 7, nonCash: 3, total: 10 });
    expect(queryClient.getQueryData<UserDetails>(queryKeys.userDetails())?.userWallet).toEqual({
      amount: 7,
      nonCashAmount: 3,
      totalAmount: 10,
    });
  });

  it("has the wallet page's figures read again on a balance event", () => {
    const { queryClient, socket } = setUp();
    queryClient.setQueryData(queryKeys.walletFigures(), { balance: 10 });
    socket.emit("balance", { cash: 7, nonCash: 3, total: 10 });
    expect(queryClient.getQueryState(queryKeys.walletFigures())?.isInvalidated).toBe(true);
  });

  it("moves the cashback ngr up on a debit and down on a credit", () => {
    const { queryClient, socket } = setUp();
    socket.emit("debit", { amount: 20 });
    expect(queryClient.getQueryData<UserCalendarData>(queryKeys.calendarAward(42))).toEqual({
      ngr: 120,
      payout: 6,
      percent: 5,
    });
    socket.emit("credit", { amount: 50 });
    expect(queryClient.getQueryData<UserCalendarData>(queryKeys.calendarAward(42))?.ngr).toBe(70);
  });

  it("keeps the latest refused stake for the game page, numbered so the same refusal twice shows twice, until dismissed", async () => {
    const { queryClient, socket } = setUp();
    const client = createApiClient({ baseUrl: "http://127.0.0.1:9", getToken: () => "tok" });
    const page = renderHook(() => useBetRefusal(), { wrapper: makeWrapper(queryClient, client) });
    expect(page.result.current.refusal).toBeNull();

    const refusal = { errorCode: "dailyBetLimit", gameSlug: "book-of-embers", amount: 5, bonusBuy: false };
    socket.emit("betRefused", refusal);
    socket.emit("betRefused", refusal);
    await waitFor(() => {
      expect(page.result.current.refusal).toEqual({ ...refusal, sequence: 2 });
    });

    page.result.current.dismiss();
    await waitFor(() => {
      expect(page.result.current.refusal).toBeNull();
    });
  });

  it("keeps each debit and credit as a movement of the session, stamped when it arrived", () => {
    vi.useFakeTimers({ now: new Date("2026-03-04T10:00:00Z"), toFake: ["Date"] });
    try {
      const { queryClient, socket } = setUp();
      socket.emit("debit", { amount: 20 });
      vi.setSystemTime(new Date("2026-03-04T10:01:00Z"));
      socket.emit("credit", { amount: 5 });
      expect(queryClient.getQueryData(queryKeys.sessionMovements())).toEqual([
        { type: "debit", amount: 20, at: "2026-03-04T10:00:00.000Z" },
        { type: "credit", amount: 5, at: "2026-03-04T10:01:00.000Z" },
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sets the deposit count, refreshes the user and tells the app", () => {
    const onDeposit = vi.fn();
    const { queryClient, socket } = setUp({ onDeposit });
    socket.emit("deposit", { count: 1 });
    expect(queryClient.getQueryData<UserDetails>(queryKeys.userDetails())?.depositCount).toBe(1);
    expect(queryClient.getQueryState(queryKeys.userDetails())?.isInvalidated).toBe(true);
    expect(onDeposit).toHaveBeenCalledWith({ count: 1 });
  });

  it("refreshes the wallet and the award after a reconnect", async () => {
    const { queryClient, socket } = setUp();
    socket.status("reconnected");
    await waitFor(() => {
      expect(queryClient.getQueryState(queryKeys.userDetails())?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(queryKeys.calendarAward(42))?.isInvalidated).toBe(true);
    });
  });

  it("stops listening when unmounted", () => {
    const { socket, hook } = setUp();
    expect(socket.listenerCount()).toBe(8);
    hook.unmount();
    expect(socket.listenerCount()).toBe(0);
  });
});
