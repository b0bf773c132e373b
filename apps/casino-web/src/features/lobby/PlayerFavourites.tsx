"use client";

import { useFavoriteGameIds, useToggleFavoriteGame } from "@casino/api-client/react";
import type { GameFavourites } from "@casino/ui/GameTile";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import type { RenderWithFavourites } from "./WithFavourites";

/** The signed-in player's hearts: their favourites, each press saved (shown at once, put back if refused). */
export function PlayerFavourites({
  render,
  refreshOnChange,
}: {
  render: RenderWithFavourites;
  refreshOnChange: boolean;
}) {
  const router = useRouter();
  const ids = useFavoriteGameIds();
  const toggle = useToggleFavoriteGame();
  const { mutate, isPending, variables } = toggle;
  const favourites = useMemo<GameFavourites | undefined>(() => {
    if (ids.data === undefined) return undefined;
    const chosen = new Set(ids.data.map(String));
    return {
      isFavourite: (id) => chosen.has(id),
      isBusy: (id) => isPending && String(variables?.gameId) === id,
      onToggle: (game, favourite) =>
        mutate(
          { gameId: Number(game.id), favourite },
          { onSuccess: () => (refreshOnChange ? router.refresh() : undefined) },
        ),
    };
  }, [ids.data, isPending, variables, mutate, refreshOnChange, router]);
  return render(favourites);
}
