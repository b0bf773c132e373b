import { describe, expect, it } from "vitest";
import { setUpClientUnderTest } from "../test-support/client-under-test";
import { sendJson } from "../test-support/test-server";

const { server, client, last } = setUpClientUnderTest();

const message = { id: 7, author: "Dana D.", text: "<b>hi</b>", sentAt: "2026-11-23T12:00:00.000Z" };

describe("chat calls", () => {
  it("reads the room: the messages as text and who is in the chat", async () => {
    server().handle((_request, response) => {
      sendJson(response, 200, {
        success: true,
        data: { messages: [message], participants: [{ name: "Dana D.", status: "away" }] },
      });
    });
    const room = (await client().chat.room()).data;
    expect(room.messages[0]?.text).toBe("<b>hi</b>");
    expect(room.participants[0]?.status).toBe("away");
    expect(last().url.pathname).toBe("/api/chat/room");
  });

  it("sends a message as { text } with the token", async () => {
    server().handle((_request, response) => sendJson(response, 200, { success: true, data: { message } }));
    const sent = (await client().chat.send({ text: "hi" })).data.message;
    expect(sent.id).toBe(7);
    expect(last().method).toBe("POST");
    expect(last().url.pathname).toBe("/api/chat/messages");
    expect(JSON.parse(last().body)).toEqual({ text: "hi" });
    expect(last().headers.authorization).toMatch(/^Bearer /);
  });

  it("reports the player's presence", async () => {
    server().handle((_request, response) => sendJson(response, 200, { success: true, data: { participants: [] } }));
    await client().chat.presence("away");
    expect(last().url.pathname).toBe("/api/chat/presence");
    expect(JSON.parse(last().body)).toEqual({ status: "away" });
  });

  it("reads a refusal for sending too quickly as its code", async () => {
    server().handle((_request, response) =>
      sendJson(response, 429, { success: false, errorCode: "CHAT_RATE_LIMITED", message: "Too many messages" }),
    );
    await expect(client().chat.send({ text: "hi" })).rejects.toMatchObject({ status: 429, code: "CHAT_RATE_LIMITED" });
  });
});
