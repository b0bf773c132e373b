import { CHAT_HISTORY_SIZE } from "@casino/domain";
import type { ChatMessage, ChatParticipant } from "../schemas/chat";

/** The chat room as the cache keeps it. */
export type ChatRoom = { messages: ChatMessage[]; participants: ChatParticipant[] };

/**
 * The room with `message` added at the end, once (the sender's own answer and the socket's event
 * may both bring it), keeping the latest `CHAT_HISTORY_SIZE` messages.
 *
 * @example withChatMessage({ messages: [], participants: [] }, message).messages // [message]
 */
export function withChatMessage(room: ChatRoom, message: ChatMessage): ChatRoom {
  if (room.messages.some((kept) => String(kept.id) === String(message.id))) return room;
  return { ...room, messages: [...room.messages, message].slice(-CHAT_HISTORY_SIZE) };
}

/**
 * The room without the message a moderator removed.
 *
 * @example withoutChatMessage(room, 7).messages.some((message) => message.id === 7) // false
 */
export function withoutChatMessage(room: ChatRoom, id: number | string): ChatRoom {
  const messages = room.messages.filter((message) => String(message.id) !== String(id));
  return messages.length === room.messages.length ? room : { ...room, messages };
}
