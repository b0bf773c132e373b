import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { CHAT_MESSAGE_MAX_LENGTH, chatMessageProblem, chatMessageRequestSchema, normaliseChatText } from "./chat";

describe("chat messages", () => {
  it("refuses a message of nothing but spaces", () => {
    expect(chatMessageProblem(" \n\t ")).toBe("required");
  });

  it("refuses a message longer than the limit, counting an emoji as one character", () => {
    expect(chatMessageProblem("🎰".repeat(CHAT_MESSAGE_MAX_LENGTH))).toBeNull();
    expect(chatMessageProblem("a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe("too-long");
  });

  it("sends the text trimmed, without control characters and with at most one blank line", () => {
    expect(normaliseChatText("  hi\u0007 there \n\n\n\nbye  ")).toBe("hi there \n\nbye");
  });

  it("keeps markup as the letters typed: the back end takes text, never HTML", () => {
    const parsed = v.parse(chatMessageRequestSchema, { text: "<b>big</b> win" });
    expect(parsed.text).toBe("<b>big</b> win");
  });

  it("the back end's schema refuses what the composer would not send", () => {
    expect(v.safeParse(chatMessageRequestSchema, { text: "   " }).success).toBe(false);
    expect(v.safeParse(chatMessageRequestSchema, { text: "a".repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }).success).toBe(
      false,
    );
    expect(v.safeParse(chatMessageRequestSchema, { text: 42 }).success).toBe(false);
  });
});
