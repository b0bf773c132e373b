"use client";

import { WithTabApiClient } from "../client/tab-api-client.js";
import { browserZone } from "../time/browser-zone.js";
import { LiveChat } from "./LiveChat.js";

/** Props of {@link LiveChatWithClient}. */
export interface LiveChatWithClientProps {
  socketUrl: string;
  signedIn: boolean;
}

/**
 * The live chat with the tab's API client, which the browser services make after the page loads
 * (the app's `publishTabApiClient`); the slot keeps the room until then.
 */
export default function LiveChatWithClient({ socketUrl, signedIn }: LiveChatWithClientProps) {
  return (
    <WithTabApiClient fallback={<div className="chat-slot" aria-busy="true" />}>
      <LiveChat socketUrl={socketUrl} signedIn={signedIn} signInHref="?modal=login" timeZone={browserZone()} />
    </WithTabApiClient>
  );
}
