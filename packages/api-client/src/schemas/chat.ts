import * as v from "valibot";
import { idSchema, successField } from "./common";

/**
 * A chat message as the back end keeps it: text only, shown as text and never as markup (see
 * docs/features.md, "Live chat"). `author` is the sender's public name (nickname, else first name
 * and last initial).
 */
export const chatMessageSchema = v.looseObject({
  id: idSchema,
  author: v.string(),
  text: v.string(),
  /** When it was sent, ISO date-time. */
  sentAt: v.string(),
});
/** A chat message. */
export type ChatMessage = v.InferOutput<typeof chatMessageSchema>;

/** A player in the chat and whether they are active or away (a removed player is not listed). */
export const chatParticipantSchema = v.looseObject({ name: v.string(), status: v.picklist(["active", "away"]) });
/** A player in the chat. */
export type ChatParticipant = v.InferOutput<typeof chatParticipantSchema>;

/** GET chat room: the latest messages, oldest first, and who is in the chat. */
export const chatRoomResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ messages: v.array(chatMessageSchema), participants: v.array(chatParticipantSchema) }),
});
/** Parsed chat room. */
export type ChatRoomResponse = v.InferOutput<typeof chatRoomResponseSchema>;

/** POST chat message: the message as kept. */
export const chatMessageResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ message: chatMessageSchema }),
});
/** Parsed answer to a sent message. */
export type ChatMessageResponse = v.InferOutput<typeof chatMessageResponseSchema>;

/** POST chat presence body: the player is active (with activity) or away (set by them or after inactivity). */
export const chatPresenceRequestSchema = v.object({ status: v.picklist(["active", "away"]) });
/** The presence a player reports. */
export type ChatPresenceStatus = v.InferOutput<typeof chatPresenceRequestSchema>["status"];

/** POST chat presence: who is in the chat now. */
export const chatPresenceResponseSchema = v.looseObject({
  success: successField,
  data: v.looseObject({ participants: v.array(chatParticipantSchema) }),
});
/** Parsed answer to a presence report. */
export type ChatPresenceResponse = v.InferOutput<typeof chatPresenceResponseSchema>;

/** `chatMessageRemoved` pushed over the socket: a moderator removed the message with this id. */
export const chatMessageRemovedEventSchema = v.looseObject({ id: idSchema });
/** A removed-message event. */
export type ChatMessageRemovedEvent = v.InferOutput<typeof chatMessageRemovedEventSchema>;

/** `chatParticipants` pushed over the socket: who is in the chat now. */
export const chatParticipantsEventSchema = v.looseObject({ participants: v.array(chatParticipantSchema) });
/** A participants event. */
export type ChatParticipantsEvent = v.InferOutput<typeof chatParticipantsEventSchema>;
