import type { ChatMessageRequest } from "@casino/domain";
import type { HttpCore } from "../core/http-core";
import type { CallOptions } from "../core/request-options";
import {
  chatMessageResponseSchema,
  chatPresenceResponseSchema,
  chatRoomResponseSchema,
  type ChatPresenceStatus,
} from "../schemas/chat";

/**
 * The live chat: read by anyone, written by signed-in players. The paths and shapes are this
 * project's contract (see docs/features.md, "Live chat").
 */
export function chatEndpoints(core: HttpCore) {
  return {
    /** GET /api/chat/room: the latest messages, oldest first, and who is in the chat. Public. */
    room(options: CallOptions = {}) {
      return core.request({ endpoint: "chatRoom", method: "get", schema: chatRoomResponseSchema, ...options });
    },
    /**
     * POST /api/chat/messages `{ text }`: sends a message, text only. Refused with 429
     * `CHAT_RATE_LIMITED` (and `Retry-After`) when the player sends too many too quickly, 422 for
     * a text the rule refuses.
     */
    send(message: ChatMessageRequest, options: CallOptions = {}) {
      return core.request({
        endpoint: "chatMessages",
        method: "post",
        schema: chatMessageResponseSchema,
        json: message,
        requiresToken: true,
        ...options,
      });
    },
    /** POST /api/chat/presence `{ status }`: the player is in the chat, active or away. */
    presence(status: ChatPresenceStatus, options: CallOptions = {}) {
      return core.request({
        endpoint: "chatPresence",
        method: "post",
        schema: chatPresenceResponseSchema,
        json: { status },
        requiresToken: true,
        ...options,
      });
    },
  };
}

/** The chat calls of a client. */
export type ChatEndpoints = ReturnType<typeof chatEndpoints>;
