/** The deposit-count buckets of the retargeting service's deposit events. */
export const RETARGETING_DEPOSIT_COUNTS = ["1", "2", "3", "4", "5+"] as const;

/** One retargeting deposit bucket. */
export type RetargetingDepositCount = (typeof RETARGETING_DEPOSIT_COUNTS)[number];

/**
 * The retargeting deposit event bucket for a player's deposit count (the realtime `deposit`
 * event's count): 1 to 4 as they are, 5 and more as `"5+"`, nothing before a first deposit.
 *
 * @example retargetingDepositCount(3) // "3"
 * @example retargetingDepositCount(12) // "5+"
 * @example retargetingDepositCount(0) // null
 */
// @__NO_SIDE_EFFECTS__
export function retargetingDepositCount(depositCount: number | null | undefined): RetargetingDepositCount | null {
  if (depositCount == null || !Number.isFinite(depositCount) || depositCount < 1) return null;
  const whole = Math.floor(depositCount);
  return whole >= 5 ? "5+" : (String(whole) as RetargetingDepositCount);
}

/**
 * The event the site dispatches on `window` when a signed-in player's deposit lands, for the
 * back end's retargeting scripts to pass on: its `detail` is `{ depositCount }`, one of
 * {@link RETARGETING_DEPOSIT_COUNTS} (see docs/features.md, "Marketing scripts").
 */
export const RETARGETING_DEPOSIT_EVENT = "casino:retargeting-deposit";
