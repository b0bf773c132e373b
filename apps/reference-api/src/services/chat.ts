import { CHAT_HISTORY_SIZE } from "@casino/domain";
import type { ChatMessageRecord } from "../db/chat-store.ts";
import { tooManyRequests } from "../http/refusals.ts";
import type { Player } from "../players/player.ts";
import { publicName } from "../players/public-name.ts";
import type { ChatParticipantWire } from "../realtime/chat-presence.ts";
import type { ServerContext } from "../server-context.ts";

/** A chat message as the wire carries it: the sender by public name only. */
export interface ChatMessageWire {
  id: number;
  author: string;
  text: string;
  sentAt: string;
}

function messageWire(message: ChatMessageRecord): ChatMessageWire {
  return { id: message.id, author: message.author, text: message.text, sentAt: message.sentAt };
}

/** The chat room: the latest messages, oldest first, and who is in the chat now. */
export function chatRoomOf(ctx: ServerContext): { messages: ChatMessageWire[]; participants: ChatParticipantWire[] } {
  return {
    messages: ctx.store.chat.latest(CHAT_HISTORY_SIZE).map(messageWire),
    participants: ctx.chatPresence.participants(ctx.clock.now()),
  };
}

/** Tells every open chat who is in it now. */
function announceParticipants(ctx: ServerContext): ChatParticipantWire[] {
  const participants = ctx.chatPresence.participants(ctx.clock.now());
  ctx.realtime.emitChat("chatParticipants", { participants });
  return participants;
}

/**
 * Keeps a player's message (its text already read by the domain's `chatMessageRequestSchema`:
 * text only, at most 300 characters) and sends it to every open chat; more than `CHAT_RATE_LIMIT_MESSAGES` in
 * `CHAT_RATE_WINDOW_MS` is refused with 429 `CHAT_RATE_LIMITED`. Sending counts as activity.
 */
export function sendChatMessage(ctx: ServerContext, player: Player, text: string): ChatMessageWire {
  const now = ctx.clock.now();
  const retryAfterMs = ctx.rateLimits.chatByPlayer.take(String(player.id), now);
  if (retryAfterMs > 0)
    throw tooManyRequests("CHAT_RATE_LIMITED", "Too many messages: wait a moment before sending again", retryAfterMs);
  const author = publicName(player);
  const message = messageWire(ctx.store.chat.add({ playerId: player.id, author, text, sentAt: now.toISOString() }));
  ctx.realtime.emitChat("chatMessage", message);
  ctx.chatPresence.report(player.id, author, "active", now);
  announceParticipants(ctx);
  return message;
}

/** The player is in the chat, active or away; every open chat hears who is in it now. */
export function reportChatPresence(
  ctx: ServerContext,
  player: Player,
  status: "active" | "away",
): ChatParticipantWire[] {
  ctx.chatPresence.report(player.id, publicName(player), status, ctx.clock.now());
  return announceParticipants(ctx);
}

/**
 * The player's session ended (a logout, for whatever reason): they leave the chat at once rather
 * than turn away and leave 35 minutes later, and every open chat hears it (`docs/features.md`,
 * "Live chat"). A chat they still have open elsewhere, signed in, brings them back with its next report.
 */
export function leaveChat(ctx: ServerContext, playerId: number): void {
  if (ctx.chatPresence.forget(playerId)) announceParticipants(ctx);
}

/** A moderator removes a message: gone from the room and from every open chat. Answers whether it existed. */
export function removeChatMessage(ctx: ServerContext, id: number): boolean {
  const removed = ctx.store.chat.remove(id, ctx.clock.now().toISOString());
  if (removed) ctx.realtime.emitChat("chatMessageRemoved", { id });
  return removed;
}
