import { createApiClient } from "@casino/api-client";
import { ApiClientProvider, makeQueryClient } from "@casino/api-client/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useChatPresence } from "./use-chat-presence";

const minute = 60_000;
const start = new Date("2026-11-23T12:00:00.000Z");

function renderPresence() {
  const presence: string[] = [];
  // The reports go to a stand-in fetch: the hook's rule is what is under test here.
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    presence.push(((await new Request(input, init).json()) as { status: string }).status);
    return new Response(JSON.stringify({ success: true, data: { participants: [] } }), {
      headers: { "content-type": "application/json" },
    });
  });
  const client = createApiClient({ baseUrl: "http://chat.test", getToken: () => "tok", fetch });
  const queryClient = makeQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
  return { hook: renderHook(() => useChatPresence(true), { wrapper }), presence };
}

describe("useChatPresence", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    vi.setSystemTime(start);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("turns away after 5 minutes without activity and removes the player 30 minutes later", () => {
    const { hook } = renderPresence();
    expect(hook.result.current.status).toBe("active");
    act(() => vi.advanceTimersByTime(5 * minute - 1));
    expect(hook.result.current.status).toBe("active");
    act(() => vi.advanceTimersByTime(1));
    expect(hook.result.current.status).toBe("away");
    act(() => vi.advanceTimersByTime(30 * minute));
    expect(hook.result.current.status).toBe("removed");
  });

  it("counts a key press as activity, which brings an automatically away player back", () => {
    const { hook } = renderPresence();
    act(() => vi.advanceTimersByTime(4 * minute));
    act(() => void fireEvent.keyDown(window, { key: "a" }));
    act(() => vi.advanceTimersByTime(4 * minute));
    expect(hook.result.current.status).toBe("active");
    act(() => vi.advanceTimersByTime(2 * minute));
    expect(hook.result.current.status).toBe("away");
    act(() => void fireEvent.pointerDown(window));
    expect(hook.result.current.status).toBe("active");
  });

  it("keeps a player who set themselves away away whatever they do, until they come back", () => {
    const { hook } = renderPresence();
    act(() => hook.result.current.setAway(true));
    expect(hook.result.current.status).toBe("away");
    act(() => void fireEvent.keyDown(window, { key: "a" }));
    expect(hook.result.current.status).toBe("away");
    act(() => hook.result.current.setAway(false));
    expect(hook.result.current.status).toBe("active");
  });

  it("does not count a press on the chat's own presence buttons as activity", () => {
    const { hook } = renderPresence();
    const control = document.createElement("button");
    const presence = document.createElement("div");
    presence.setAttribute("data-chat-presence", "");
    presence.append(control);
    document.body.append(presence);
    act(() => vi.advanceTimersByTime(5 * minute));
    act(() => void fireEvent.pointerDown(control));
    expect(hook.result.current.status).toBe("away");
    presence.remove();
  });

  it("lets a removed player rejoin, and activity alone does not", () => {
    const { hook } = renderPresence();
    act(() => vi.advanceTimersByTime(5 * minute));
    act(() => vi.advanceTimersByTime(30 * minute));
    expect(hook.result.current.status).toBe("removed");
    act(() => void fireEvent.keyDown(window, { key: "a" }));
    expect(hook.result.current.status).toBe("removed");
    act(() => hook.result.current.rejoin());
    expect(hook.result.current.status).toBe("active");
  });

  it("tells the back end when the player joins and sets themselves away", async () => {
    const { hook, presence } = renderPresence();
    act(() => hook.result.current.setAway(true));
    await vi.waitFor(() => expect(presence).toEqual(["active", "away"]));
  });
});
