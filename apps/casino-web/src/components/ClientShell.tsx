"use client";

import { Suspense } from "react";
import { CookieNoticeGate } from "./CookieNoticeGate";
import { PageViewTracker } from "./PageViewTracker";
import { QueryModals } from "./QueryModals";

/** What every page carries in the browser: the cookie notice, the query-string modals and page-view logging. */
export function ClientShell({ authenticated, serverConsent }: { authenticated: boolean; serverConsent: string | null }) {
  return (
    <>
      <CookieNoticeGate serverConsent={serverConsent} />
      {/* The query string is read in the browser only; the page around it renders on the server. */}
      <Suspense fallback={null}>
        <QueryModals authenticated={authenticated} />
      </Suspense>
      <PageViewTracker />
    </>
  );
}
