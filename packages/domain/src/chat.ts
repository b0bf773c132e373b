import * as v from "valibot";

/** The longest chat message, in characters (see docs/features.md, "Live chat"). */
export const CHAT_MESSAGE_MAX_LENGTH = 300;

/** How many of the latest messages the chat keeps and shows. */
export const CHAT_HISTORY_SIZE = 50;

/** How many messages one player may send within {@link CHAT_RATE_WINDOW_MS}. */
export const CHAT_RATE_LIMIT_MESSAGES = 5;

/** The window of the chat's rate limit. */
export const CHAT_RATE_WINDOW_MS = 30_000;

/** How often at most the chat tells the back end the player is active (activity between is the same news). */
export const CHAT_ACTIVITY_REPORT_MS = 60_000;

/** Why a chat message cannot be sent: nothing but spaces, or longer than {@link CHAT_MESSAGE_MAX_LENGTH}. */
export type ChatMessageProblem = "required" | "too-long";

/**
 * The text a chat message is sent as: plain text on one or more lines, the spaces around it and
 * any control character (other than a line break) taken out, runs of blank lines kept to one.
 *
 * @example normaliseChatText("  hello\u0007 \n\n\n world ") // "hello \n\n world"
 */
// @__NO_SIDE_EFFECTS__
export function normaliseChatText(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- control characters are exactly what is taken out
      .replace(/[\u0000-\u0009\u000B-\u001F\u007F]/g, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}

/**
 * What stops a chat message from being sent, or null when it can go: the text as
 * {@link normaliseChatText} leaves it must hold something and at most {@link CHAT_MESSAGE_MAX_LENGTH}
 * characters (counted as a reader counts them, so an emoji is one).
 *
 * @example chatMessageProblem("   ") // "required"
 * @example chatMessageProblem("Good luck!") // null
 */
// @__NO_SIDE_EFFECTS__
export function chatMessageProblem(text: string): ChatMessageProblem | null {
  const normalised = normaliseChatText(text);
  if (normalised === "") return "required";
  return [...normalised].length > CHAT_MESSAGE_MAX_LENGTH ? "too-long" : null;
}

/**
 * A chat message as the back end takes it: `{ text }`, text only. The same rule the composer
 * applies ({@link chatMessageProblem}), so the back end refuses what the form would not send.
 */
export const chatMessageRequestSchema = v.object({
  text: v.pipe(
    v.string(),
    v.transform(normaliseChatText),
    v.check((text) => text !== "", "form.validation.invalid.required"),
    v.check((text) => [...text].length <= CHAT_MESSAGE_MAX_LENGTH, "chat.message.too.long"),
  ),
});
/** A chat message as sent. */
export type ChatMessageRequest = v.InferOutput<typeof chatMessageRequestSchema>;
