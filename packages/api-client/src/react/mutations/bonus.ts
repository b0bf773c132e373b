"use client";

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { ApplyCouponRequest, BonusActionRequest } from "../../schemas/bonus";
import { useApiClient } from "../api-client-context";
import { attemptKey } from "../attempt-key";
import { queryKeys } from "../query-keys";

function refreshBonuses(queryClient: QueryClient) {
  // A change of the active bonus refreshes the player.
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.userBonusAll() }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userDetails() }),
  ]);
}

/** Activates a bonus; the player's bonuses and details are refreshed. */
export function useActivateBonus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusActionRequest, context) =>
      client.bonus.activateBonus(body, { idempotencyKey: attemptKey(context) }),
    onSettled: () => refreshBonuses(queryClient),
  });
}

/** Cancels a bonus (its current amount is burnt); the player's bonuses and details are refreshed. */
export function useCancelBonus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusActionRequest, context) =>
      client.bonus.cancelBonus(body, { idempotencyKey: attemptKey(context) }),
    onSettled: () => refreshBonuses(queryClient),
  });
}

/** Claims a bonus; the player's bonuses and details are refreshed. */
export function useClaimBonus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BonusActionRequest, context) =>
      client.bonus.claimBonus(body, { idempotencyKey: attemptKey(context) }),
    onSettled: () => refreshBonuses(queryClient),
  });
}

/** Applies a coupon code; the player's bonuses and details are refreshed. */
export function useApplyCoupon() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyCouponRequest, context) =>
      client.bonus.applyCoupon(body, { idempotencyKey: attemptKey(context) }),
    onSettled: () => refreshBonuses(queryClient),
  });
}
