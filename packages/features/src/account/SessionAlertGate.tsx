"use client";

import type { LogoutReason } from "@casino/domain";
import { useEffect, useState } from "react";
import { urlWithModal, urlWithoutModal } from "../links/query-string.js";
import { hasStoredLogout, takeStoredLogout } from "../session/browser-session.js";
import { loadWhenDrawn } from "../lazy/load-when-drawn.js";
import { useNavigation, usePathname } from "../router/router-adapter.js";

// The alert (a modal) is asked for once a logout is to be told: most visits never show it.
const SessionAlert = loadWhenDrawn(() => import("@casino/ui/SessionAlert").then((module) => module.SessionAlert));

/**
 * The session-ended alert (see docs/features.md, "Inactivity and logout reasons"): a logout the
 * player did not ask for is stored with its reason, and the alert shows on the next click or key
 * press, in this tab or another, now or after a reload. Log in opens the login modal.
 */
export function SessionAlertGate() {
  const router = useNavigation();
  const pathname = usePathname();
  const [reason, setReason] = useState<LogoutReason | null>(null);

  useEffect(() => {
    if (reason !== null) return undefined;
    const onInteraction = () => {
      if (!hasStoredLogout()) return;
      const stored = takeStoredLogout();
      if (stored !== null) setReason(stored.reason);
    };
    window.addEventListener("pointerdown", onInteraction, { capture: true });
    window.addEventListener("keydown", onInteraction, { capture: true });
    return () => {
      window.removeEventListener("pointerdown", onInteraction, { capture: true });
      window.removeEventListener("keydown", onInteraction, { capture: true });
    };
  }, [reason]);

  if (reason === null) return null;
  return (
    <SessionAlert
      open
      reason={reason}
      onOpenChange={(open) => {
        if (!open) setReason(null);
      }}
      onLogIn={() => {
        setReason(null);
        const [path = pathname, query = ""] = urlWithoutModal(pathname, window.location.search).split("?");
        router.push(urlWithModal(path, query, "login"), { scroll: false });
      }}
    />
  );
}
