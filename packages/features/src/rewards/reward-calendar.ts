import type { UserDetails } from "@casino/api-client";

/**
 * Whether the rakeback calendar and its entry points show for this player (see docs/features.md,
 * "Rakeback calendar"): not once they opted out of the reward calendar (their limits page), which
 * the user details carry; a back end that does not send the flag shows it.
 */
export function rewardCalendarShown(details: UserDetails | null | undefined): boolean {
  return details?.getUser.rewardCalendarOptOut !== true;
}
