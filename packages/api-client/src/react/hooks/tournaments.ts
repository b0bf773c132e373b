"use client";

import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-client-context";
import type { ReadOptions } from "../queries/read-options";
import { leaderboardQueryOptions, tournamentsQueryOptions } from "../queries/tournaments";

/** Every tournament and race. */
export function useTournaments(options: ReadOptions = {}) {
  return useQuery({ ...tournamentsQueryOptions(useApiClient()), ...options });
}

/** A tournament's leaderboard, refreshed while the page is visible. */
export function useLeaderboard(tournamentId: number | string, options: ReadOptions = {}) {
  return useQuery({ ...leaderboardQueryOptions(useApiClient(), tournamentId), ...options });
}
