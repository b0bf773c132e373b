import { chatPresenceRequestSchema, DEFAULT_PATHS } from "@casino/api-client";
import { chatMessageRequestSchema } from "@casino/domain";
import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { requirePlayer } from "../http/auth.ts";
import { readJson } from "../http/read-body.ts";
import type { ServerContext } from "../server-context.ts";
import { chatRoomOf, reportChatPresence, sendChatMessage } from "../services/chat.ts";

/**
 * The live chat (`docs/features.md`, "Live chat"): anyone reads the room, only a signed-in player
 * sends (text only, rate-limited) or says they are in it; every change goes out on the socket's
 * `/chat` namespace. A moderator removes a message through the control endpoints.
 */
export function registerChatRoutes(app: Hono<AppEnv>, ctx: ServerContext): void {
  app.get(DEFAULT_PATHS.chatRoom, (c) => c.json({ success: true, data: chatRoomOf(ctx) }));

  app.post(DEFAULT_PATHS.chatMessages, async (c) => {
    const player = requirePlayer(c, ctx);
    const { text } = await readJson(c, chatMessageRequestSchema);
    return c.json({ success: true, data: { message: sendChatMessage(ctx, player, text) } });
  });

  app.post(DEFAULT_PATHS.chatPresence, async (c) => {
    const player = requirePlayer(c, ctx);
    const { status } = await readJson(c, chatPresenceRequestSchema);
    return c.json({ success: true, data: { participants: reportChatPresence(ctx, player, status) } });
  });
}
