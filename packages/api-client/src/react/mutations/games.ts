"use client";

import { toggledFavourites } from "@casino/domain";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-client-context";
import { gameQueryKeys } from "../queries/games";
import { queryKeys } from "../query-keys";

/**
 * Adds a game to the player's favourites or removes it (`favourite`: the state wanted). The hearts
 * show the change at once; a failed call puts the ids back. Afterwards the game lists (the
 * Favourites category among them) are read again.
 */
export function useToggleFavoriteGame() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = queryKeys.favoriteGameIds();
  return useMutation({
    mutationFn: ({ gameId, favourite }: { gameId: number; favourite: boolean }) =>
      favourite ? client.games.addFavorite(gameId) : client.games.removeFavorite(gameId),
    onMutate: async ({ gameId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<number[]>(key);
      const current = before ?? [];
      if (current.includes(gameId) !== favourite) queryClient.setQueryData(key, toggledFavourites(current, gameId));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (response) => {
      queryClient.setQueryData(key, response.data.gameIds);
      return queryClient.invalidateQueries({ queryKey: gameQueryKeys.all() });
    },
  });
}

/** Tells the back end the player opened a game, so it leads their recent games. */
export function useGameOpened() {
  const client = useApiClient();
  return useMutation({ mutationFn: (gameId: number) => client.games.gameOpened(gameId) });
}
