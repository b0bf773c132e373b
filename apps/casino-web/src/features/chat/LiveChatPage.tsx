"use client";

import dynamic from "next/dynamic";
import type { LiveChatWithClientProps } from "./LiveChatWithClient";

// The chat, its socket and the kit's parts load only on the chat's page (the bundle budget).
const LiveChatWithClient = dynamic(() => import("./LiveChatWithClient"), {
  ssr: false,
  loading: () => <div className="chat-slot" aria-busy="true" />,
});

/** The `/chat` page's chat, drawn in the browser (times in the player's zone). */
export function LiveChatPage(props: LiveChatWithClientProps) {
  return <LiveChatWithClient {...props} />;
}
