import { RETARGETING_DEPOSIT_EVENT, retargetingDepositCount } from "@casino/domain";

/**
 * Tells the back end's retargeting scripts that a deposit landed (see docs/features.md,
 * "Marketing scripts"): a `RETARGETING_DEPOSIT_EVENT` on `target` (the window) whose detail is the
 * player's deposit count as the service's buckets name it, `"1"` to `"4"` or `"5+"`. A script
 * listens for it and passes it on; with no script loaded (no consent, a cashier page) nothing hears
 * it. Nothing is sent before a first deposit.
 *
 * @example announceRetargetingDeposit(window, 7) // dispatches { depositCount: "5+" }
 */
export function announceRetargetingDeposit(target: EventTarget, depositCount: number): void {
  const bucket = retargetingDepositCount(depositCount);
  if (bucket === null) return;
  target.dispatchEvent(new CustomEvent(RETARGETING_DEPOSIT_EVENT, { detail: { depositCount: bucket } }));
}
