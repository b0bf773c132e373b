"use client";

import { browserOnly } from "../lazy/browser-only.js";

// The chat, its socket and the kit's parts load only on the chat's page (the bundle budget).
/** The `/chat` page's chat, drawn in the browser (times in the player's zone). */
export const LiveChatPage = browserOnly(
  () => import("./LiveChatWithClient.js"),
  <div className="chat-slot" aria-busy="true" />,
);
