"use client";

import { createContext, use, type ReactNode } from "react";

const SignedInContext = createContext(false);

/**
 * Tells the features below it whether a player is signed in in this tab, as the app's session knows
 * it (the server's answer first, then a sign-in or sign-out in this tab or another): a guest's heart
 * on a game tile opens the sign-in, a player's saves the favourite. Without it every visitor is a
 * guest, which is all a site without sign-in needs.
 */
export function SignedInProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return <SignedInContext value={signedIn}>{children}</SignedInContext>;
}

/** Whether a player is signed in in this tab (`false` outside {@link SignedInProvider}). */
export function useSignedIn(): boolean {
  return use(SignedInContext);
}
