"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { GamesQuery } from "../../schemas/games";
import { useApiClient } from "../api-client-context";
import {
  favoriteGameIdsQueryOptions,
  gamePulseQueryOptions,
  gameProvidersQueryOptions,
  gameQueryOptions,
  gamesQueryOptions,
} from "../queries/games";
import type { ReadOptions } from "../queries/read-options";

/**
 * A page of games. While the next page, sort or filter loads, the last page stays on screen, so
 * the grid does not empty and jump.
 */
export function useGames(query: GamesQuery = {}, options: ReadOptions = {}) {
  return useQuery({ ...gamesQueryOptions(useApiClient(), query), placeholderData: keepPreviousData, ...options });
}

/** One game by slug. */
export function useGame(slug: string, options: ReadOptions = {}) {
  return useQuery({ ...gameQueryOptions(useApiClient(), slug), ...options });
}

/** Every game provider. */
export function useProviders(options: ReadOptions = {}) {
  return useQuery({ ...gameProvidersQueryOptions(useApiClient()), ...options });
}

/** The ids of the player's favourite games; pass `enabled: false` for a guest. */
export function useFavoriteGameIds(options: ReadOptions = {}) {
  return useQuery({ ...favoriteGameIdsQueryOptions(useApiClient()), ...options });
}

/** A game's pulse: its rounds over the last days and its latest wins. */
export function useGamePulse(slug: string, options: ReadOptions = {}) {
  return useQuery({ ...gamePulseQueryOptions(useApiClient(), slug), ...options });
}
