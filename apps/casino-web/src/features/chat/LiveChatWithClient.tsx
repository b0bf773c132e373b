"use client";

import { browserZone, LiveChat, WithTabApiClient } from "@casino/features";

/** Props of {@link LiveChatWithClient}. */
export interface LiveChatWithClientProps {
  socketUrl: string;
  signedIn: boolean;
}

/**
 * The live chat with the tab's API client, which the browser services make after the page loads
 * (`core/providers/BrowserServices.tsx`); the slot keeps the room until then.
 */
export default function LiveChatWithClient({ socketUrl, signedIn }: LiveChatWithClientProps) {
  return (
    <WithTabApiClient fallback={<div className="chat-slot" aria-busy="true" />}>
      <LiveChat socketUrl={socketUrl} signedIn={signedIn} signInHref="?modal=login" timeZone={browserZone()} />
    </WithTabApiClient>
  );
}
