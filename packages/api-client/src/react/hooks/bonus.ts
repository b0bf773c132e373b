"use client";

import { useQuery } from "@tanstack/react-query";
import type { AllBonusQuery, UserBonusQuery } from "../../schemas/bonus";
import { useApiClient } from "../api-client-context";
import { allBonusQueryOptions, userBonusQueryOptions } from "../queries/bonus";
import type { ReadOptions } from "../queries/read-options";

/** A page of promotions, 24 a page. */
export function useAllBonus(query: AllBonusQuery = {}, options: ReadOptions = {}) {
  return useQuery({ ...allBonusQueryOptions(useApiClient(), query), ...options });
}

/** A page of the player's bonuses. */
export function useUserBonus(query: UserBonusQuery = {}, options: ReadOptions = {}) {
  return useQuery({ ...userBonusQueryOptions(useApiClient(), query), ...options });
}
