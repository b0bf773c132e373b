// @vitest-environment jsdom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { createApiClient } from "../../create-api-client";
import { sendJson, startTestServer, type TestServer } from "../../test-support/test-server";
import { useChatRoom } from "../hooks/chat";
import { makeQueryClient } from "../query-client";
import { makeWrapper } from "../test-wrapper";
import { useReportChatPresence } from "./chat";

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
});

const CHAD = { name: "Chad C.", status: "active" };

it("reads the room again when the player's presence is answered before the room is: the player is listed", async () => {
  let heard = false;
  let roomReads = 0;
  let answerFirstRoom: () => void = () => undefined;
  server = await startTestServer(async (request, response) => {
    if (request.url.pathname === "/api/chat/presence") {
      heard = true;
      sendJson(response, 200, { success: true, data: { participants: [CHAD] } });
      return;
    }
    roomReads += 1;
    // The first read was answered as the back end stood before it heard the player, and arrives late.
    const participants = heard && roomReads > 1 ? [CHAD] : [];
    if (roomReads === 1) await new Promise<void>((resolve) => (answerFirstRoom = resolve));
    sendJson(response, 200, { success: true, data: { messages: [], participants } });
  });
  const client = createApiClient({ baseUrl: server.url, getToken: () => "tok" });
  const { result } = renderHook(() => ({ room: useChatRoom(), report: useReportChatPresence() }), {
    wrapper: makeWrapper(makeQueryClient(), client),
  });
  await waitFor(() => {
    expect(roomReads).toBe(1);
  });
  await result.current.report.mutateAsync("active");
  answerFirstRoom();

  await waitFor(() => {
    expect(result.current.room.data?.participants).toEqual([CHAD]);
  });
});

it("puts the presence's answer into a room already read, without reading it again", async () => {
  server = await startTestServer((request, response) => {
    const participants = request.url.pathname === "/api/chat/presence" ? [CHAD] : [];
    sendJson(response, 200, { success: true, data: { messages: [], participants } });
  });
  const client = createApiClient({ baseUrl: server.url, getToken: () => "tok" });
  const { result } = renderHook(() => ({ room: useChatRoom(), report: useReportChatPresence() }), {
    wrapper: makeWrapper(makeQueryClient(), client),
  });
  await waitFor(() => {
    expect(result.current.room.isSuccess).toBe(true);
  });
  await result.current.report.mutateAsync("active");

  await waitFor(() => {
    expect(result.current.room.data?.participants).toEqual([CHAD]);
  });
  expect(server.requests.filter((request) => request.url.pathname === "/api/chat/room")).toHaveLength(1);
});
