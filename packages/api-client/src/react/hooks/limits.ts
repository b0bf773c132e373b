"use client";

import type { SessionMovement } from "@casino/domain";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { BetRefusal } from "../realtime-cache";
import { useApiClient } from "../api-client-context";
import { limitsQueryOptions } from "../queries/limits";
import { queryKeys } from "../query-keys";
import type { ReadOptions } from "../queries/read-options";

/** The player's responsible-gambling limits. */
export function useLimits(options: ReadOptions = {}) {
  return useQuery({ ...limitsQueryOptions(useApiClient()), ...options });
}

const NO_MOVEMENTS: SessionMovement[] = [];

/**
 * The session's debit and credit movements, as `useRealtimeCacheUpdates` keeps them from the
 * socket (never fetched): the domain's `sessionSummary` turns them into the net position. Dropped
 * with the rest of the player's cache at logout.
 */
export function useSessionMovements(): SessionMovement[] {
  return (
    useQuery({
      queryKey: queryKeys.sessionMovements(),
      queryFn: () => NO_MOVEMENTS,
      initialData: NO_MOVEMENTS,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? NO_MOVEMENTS
  );
}

/**
 * The latest stake the platform refused in a game (`betRefused` on the socket, kept by
 * `useRealtimeCacheUpdates`; never fetched), for the game page's message or bonus-buy question,
 * and `dismiss` once the player has read it or chosen. Dropped with the player's cache at logout.
 */
export function useBetRefusal(): { refusal: BetRefusal | null; dismiss: () => void } {
  const queryClient = useQueryClient();
  const refusal =
    useQuery<BetRefusal | null>({
      queryKey: queryKeys.betRefusal(),
      queryFn: () => null,
      initialData: null,
      staleTime: Number.POSITIVE_INFINITY,
    }).data ?? null;
  const dismiss = useCallback(() => queryClient.setQueryData(queryKeys.betRefusal(), null), [queryClient]);
  return { refusal, dismiss };
}
