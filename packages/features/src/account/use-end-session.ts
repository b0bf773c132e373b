"use client";

import { useLogout } from "@casino/api-client/react";
import { showsLogoutAlert, type LogoutReason } from "@casino/domain";
import { useCallback } from "react";
import { storeLogout } from "../session/browser-session.js";
import { postSessionMessage } from "../session/session-channel.js";
import { useSession } from "../session/SessionProvider.js";
import { useNavigation } from "../router/router-adapter.js";

/**
 * Ends the session with a reason (see docs/features.md, "Inactivity and logout reasons"): the
 * logout call (the site's server clears the cookie whatever the back end answers; the player's
 * cached data is dropped), the reason and time stored for the alert on the next click or key press
 * (every reason but the player's own Log out), the other tabs told, and the page rendered again
 * for a visitor without a full reload.
 */
export function useEndSession(): (reason: LogoutReason) => Promise<void> {
  const { mutateAsync: logout } = useLogout();
  const { setAuthenticated } = useSession();
  const router = useNavigation();
  return useCallback(
    async (reason: LogoutReason) => {
      try {
        await logout(reason);
      } catch (error) {
        // The page still signs out; a server that missed the call ends the session on its own.
        console.warn("logout call failed", error);
      }
      const at = Date.now();
      if (showsLogoutAlert(reason)) storeLogout({ reason, at });
      setAuthenticated(false);
      postSessionMessage({ type: "signed-out", reason, at });
      router.refresh();
    },
    [logout, setAuthenticated, router],
  );
}
