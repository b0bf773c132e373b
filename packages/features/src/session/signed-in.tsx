"use client";

import { createContext, use, type ReactNode } from "react";

const SignedInContext = createContext<boolean | null>(null);

/**
 * Tells the features below it whether a player is signed in in this tab, as the app's session knows
 * it (the server's answer first, then a sign-in or sign-out in this tab or another): a guest's heart
 * on a game tile opens the sign-in, a player's saves the favourite.
 */
export function SignedInProvider({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return <SignedInContext value={signedIn}>{children}</SignedInContext>;
}

/** Whether a player is signed in in this tab; a feature outside {@link SignedInProvider} is a wiring mistake, said plainly. */
export function useSignedIn(): boolean {
  const signedIn = use(SignedInContext);
  if (signedIn === null) throw new Error("@casino/features: wrap the app in <SignedInProvider signedIn={…}>");
  return signedIn;
}
