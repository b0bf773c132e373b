import { CHAT_HISTORY_SIZE } from "@casino/domain";
import { describe, expect, it } from "vitest";
import { withChatMessage, withoutChatMessage } from "./chat-cache";

const message = (id: number) => ({ id, author: "Dana D.", text: `message ${id}`, sentAt: "2026-11-23T12:00:00.000Z" });

describe("the chat room in the cache", () => {
  it("adds a message once, though the answer and the socket both bring it", () => {
    const once = withChatMessage({ messages: [], participants: [] }, message(1));
    const twice = withChatMessage(once, { ...message(1), id: "1" });
    expect(twice.messages).toHaveLength(1);
  });

  it("keeps only the latest messages", () => {
    let room = { messages: [], participants: [] } as Parameters<typeof withChatMessage>[0];
    for (let id = 1; id <= CHAT_HISTORY_SIZE + 2; id += 1) room = withChatMessage(room, message(id));
    expect(room.messages).toHaveLength(CHAT_HISTORY_SIZE);
    expect(room.messages[0]?.id).toBe(3);
  });

  it("takes out a message a moderator removed, and nothing else", () => {
    const room = { messages: [message(1), message(2)], participants: [] };
    expect(withoutChatMessage(room, "1").messages.map((kept) => kept.id)).toEqual([2]);
    expect(withoutChatMessage(room, 9)).toBe(room);
  });
});
