"use client";

import type { LogoutReason } from "@casino/domain";
import {
  createContext,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";

/** The tab's session, as the header and the browser services share it. */
export interface SessionContextValue {
  /** Whether a player is signed in in this tab (the token itself is out of the page's reach). */
  authenticated: boolean;
  /** The same, read at call time: for the API client, which asks before each call that needs a session. */
  isSignedIn(): boolean;
  /** Records a sign-in or a sign-out that happened in this tab, or in another tab of this browser. */
  setAuthenticated(authenticated: boolean): void;
  /** Ends the session with a reason; `null` until the browser services have loaded. */
  logout: ((reason: LogoutReason) => void) | null;
  /** The browser services hand their logout in here; answers the function that takes it back. */
  provideLogout(logout: (reason: LogoutReason) => void): () => void;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** A value with listeners, so a call made right after a sign-in already sees it. */
function createSignedInStore(initial: boolean) {
  let signedIn = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => signedIn,
    set(next: boolean) {
      if (next === signedIn) return;
      signedIn = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * Holds whether the tab is signed in: first what the server rendered, then what sign-in, logout
 * or another tab changed; a new server render (`router.refresh()`) brings its own answer. No token
 * is held here: the site's server keeps it (see docs/security.md, "The session token").
 */
export function SessionProvider({ authenticated, children }: { authenticated: boolean; children: ReactNode }) {
  const [store] = useState(() => createSignedInStore(authenticated));
  const signedIn = useSyncExternalStore(store.subscribe, store.get, store.get);
  // A fresh server render wins over what the tab believed.
  useLayoutEffect(() => {
    store.set(authenticated);
  }, [store, authenticated]);
  const [logout, setLogout] = useState<{ run: (reason: LogoutReason) => void } | null>(null);

  // In a transition: a part the server drew and the browser has yet to hydrate (`serverRendered`)
  // reads the session, and an urgent change to it would make React throw that part's HTML away and
  // draw it anew (docs/performance.md, "Signed-in pages drawn on the server").
  const provideLogout = useCallback((run: (reason: LogoutReason) => void) => {
    const provided = { run };
    startTransition(() => setLogout(provided));
    return () => startTransition(() => setLogout((current) => (current === provided ? null : current)));
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({
      authenticated: signedIn,
      isSignedIn: store.get,
      setAuthenticated: store.set,
      logout: logout?.run ?? null,
      provideLogout,
    }),
    [signedIn, store, logout, provideLogout],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

/** The tab's session (inside {@link SessionProvider}). */
export function useSession(): SessionContextValue {
  const session = use(SessionContext);
  if (session === null) throw new Error("useSession: wrap the tree in <SessionProvider>");
  return session;
}
