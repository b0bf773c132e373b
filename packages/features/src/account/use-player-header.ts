"use client";

import type { UserDetails } from "@casino/api-client";
import { queryKeys } from "@casino/api-client/react/server";
import type { HeaderBalance } from "@casino/ui/SiteHeader";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useSession } from "../session/SessionProvider.js";
import { headerBalance } from "./header-balance.js";

/** The header's session part: which state it shows, the player's balance and the logout. */
export interface PlayerHeader {
  session: "guest" | "player" | "loading";
  balance?: HeaderBalance;
  onLogout?: () => void;
}

/**
 * The header's session, live (see docs/features.md, "Session and sign-in"): the tab's session
 * state, and the player's details as the query cache holds them: hydrated from the server render,
 * fetched after a sign-in, moved by the realtime wallet events. This hook only reads the cache;
 * the browser services fetch. Log out appears once the browser services can run it.
 */
export function usePlayerHeader(): PlayerHeader {
  const { authenticated, logout } = useSession();
  const details = useQuery<UserDetails>({ queryKey: queryKeys.userDetails(), queryFn: skipToken }).data;
  if (!authenticated) return { session: "guest" };
  if (details === undefined) return { session: "loading" };
  return {
    session: "player",
    balance: headerBalance(details),
    ...(logout === null ? {} : { onLogout: () => logout("USER_INITIATED") }),
  };
}
