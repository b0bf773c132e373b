"use client";

import type { QueryClient } from "@tanstack/react-query";
import type { ActivateBonusRequest, ApplyCouponRequest, BonusActionRequest } from "../../schemas/bonus";
import { useApiClient } from "../api-client-context";
import { useMoneyMutation } from "../money-mutation";
import { queryKeys } from "../query-keys";

function refreshBonuses(queryClient: QueryClient) {
  // A change of the active bonus refreshes the player.
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.userBonusAll() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
  ]);
}

/** Activates a bonus (with `confirmCancelActive` once the player agreed to burn the active one); the player's bonuses and details are refreshed. */
export function useActivateBonus() {
  const client = useApiClient();
  return useMoneyMutation(
    (body: ActivateBonusRequest, options) => client.bonus.activateBonus(body, options),
    refreshBonuses,
  );
}

/** Cancels a bonus (its current amount is burnt); the player's bonuses and details are refreshed. */
export function useCancelBonus() {
  const client = useApiClient();
  return useMoneyMutation(
    (body: BonusActionRequest, options) => client.bonus.cancelBonus(body, options),
    refreshBonuses,
  );
}

/** Claims a bonus; the player's bonuses and details are refreshed. */
export function useClaimBonus() {
  const client = useApiClient();
  return useMoneyMutation(
    (body: BonusActionRequest, options) => client.bonus.claimBonus(body, options),
    refreshBonuses,
  );
}

/** Applies a coupon code; the player's bonuses and details are refreshed. */
export function useApplyCoupon() {
  const client = useApiClient();
  return useMoneyMutation(
    (body: ApplyCouponRequest, options) => client.bonus.applyCoupon(body, options),
    refreshBonuses,
  );
}
