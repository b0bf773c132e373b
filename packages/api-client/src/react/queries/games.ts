import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "../../create-api-client";
import type { GamesQuery } from "../../schemas/games";
import { queryKeys } from "../query-keys";
import { CONTENT_CACHE_TTL_MS } from "@casino/domain";
import { retryUnlessClientError } from "../retry";

/**
 * Query keys of the game catalogue, under `queryKeys.all()` and beside the player's data, so a
 * logout keeps them: the catalogue is the same for every visitor.
 */
export const gameQueryKeys = {
  all: () => [...queryKeys.all(), "games"] as const,
  list: (query: GamesQuery) => [...queryKeys.all(), "games", "list", query] as const,
  detail: (slug: string) => [...queryKeys.all(), "games", "detail", slug] as const,
  providers: () => [...queryKeys.all(), "games", "providers"] as const,
  pulse: (slug: string) => [...queryKeys.all(), "games", "pulse", slug] as const,
};

/** A page of games (`count` and `rows`), for the lobby and the home page's rails. */
export function gamesQueryOptions(client: ApiClient, query: GamesQuery = {}) {
  return queryOptions({
    queryKey: gameQueryKeys.list(query),
    queryFn: async ({ signal }) => (await client.games.list(query, { signal })).data,
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}

/** One game by slug; a 404 (`GAME_NOT_FOUND`) is not retried. */
export function gameQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: gameQueryKeys.detail(slug),
    queryFn: async ({ signal }) => (await client.games.get(slug, { signal })).data,
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}

/** Every game provider with its logo and game count. */
export function gameProvidersQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: gameQueryKeys.providers(),
    queryFn: async ({ signal }) => (await client.games.providers({ signal })).data.rows,
    staleTime: CONTENT_CACHE_TTL_MS,
    retry: retryUnlessClientError,
  });
}

/** The ids of the player's favourite games, newest first (the hearts on the tiles). */
export function favoriteGameIdsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.favoriteGameIds(),
    queryFn: async ({ signal }) => (await client.games.favoriteIds({ signal })).data.gameIds,
    retry: retryUnlessClientError,
  });
}

/** A game's pulse (its rounds over the last days and latest wins), read again at most once a minute. */
export function gamePulseQueryOptions(client: ApiClient, slug: string) {
  return queryOptions({
    queryKey: gameQueryKeys.pulse(slug),
    queryFn: async ({ signal }) => (await client.games.pulse(slug, { signal })).data,
    staleTime: 60_000,
    retry: retryUnlessClientError,
  });
}
