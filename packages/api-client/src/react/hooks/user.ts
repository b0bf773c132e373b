"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-client-context";
import { playerStatsQueryOptions, userDetailsQueryOptions, walletFiguresQueryOptions } from "../queries/user";
import type { ReadOptions } from "../queries/read-options";

/** The signed-in player's details; pass `enabled: authenticated`. */
export function useUserDetails(options: ReadOptions = {}) {
  return useQuery({ ...userDetailsQueryOptions(useApiClient()), ...options });
}

/** The signed-in player's statistics; pass `enabled: authenticated`. */
export function usePlayerStats(options: ReadOptions = {}) {
  return useQuery({ ...playerStatsQueryOptions(useApiClient()), ...options });
}

/** The signed-in player's wallet figures (balance, bonus, real money, wager, deposit wager, rollover). */
export function useWalletFigures(options: ReadOptions = {}) {
  return useQuery({ ...walletFiguresQueryOptions(useApiClient()), ...options });
}
