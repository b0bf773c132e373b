import { useState } from "react";
import { useHydrated } from "../lazy/use-hydrated.js";

/** Where this tab keeps that the player said "Not now" to the deposit-limit prompt. */
const SKIPPED_KEY = "depositLimitPromptSkipped";

function storageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage refused (a privacy mode): the prompt asks again on the next page.
    return null;
  }
}

/** Whether the player put the prompt off in this tab: it asks again in a new session, not on every page. */
export function depositLimitPromptSkipped(): boolean {
  return storageOrNull()?.getItem(SKIPPED_KEY) === "1";
}

/** Puts the prompt off for this tab's session. */
export function skipDepositLimitPrompt(): void {
  storageOrNull()?.setItem(SKIPPED_KEY, "1");
}

/**
 * Whether the prompt is put off in this tab, and how to put it off: read as not put off on the
 * server and while the page hydrates, so the server's cashier hydrates, then from the tab's storage.
 */
export function useDepositLimitPromptSkipped(): [skipped: boolean, skip: () => void] {
  const hydrated = useHydrated();
  const [skippedNow, setSkippedNow] = useState(false);
  return [
    skippedNow || (hydrated && depositLimitPromptSkipped()),
    () => {
      skipDepositLimitPrompt();
      setSkippedNow(true);
    },
  ];
}
