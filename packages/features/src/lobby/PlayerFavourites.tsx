"use client";

import { useFavoriteGameIds, useToggleFavoriteGame } from "@casino/api-client/react";
import { useT } from "@casino/i18n/react";
import type { GameFavourites } from "@casino/ui/GameTile";
import { useNavigation } from "../router/router-adapter.js";
import { useMemo, useState } from "react";
import type { RenderWithFavourites } from "./WithFavourites.js";

/** A heart press the back end did not take: which game, and which way. */
interface RefusedPress {
  name: string;
  favourite: boolean;
}

/**
 * The signed-in player's hearts: their favourites, each press saved (shown at once, put back if
 * refused, and the refusal said in words above the games until the next press).
 */
export function PlayerFavourites({
  render,
  refreshOnChange,
}: {
  render: RenderWithFavourites;
  refreshOnChange: boolean;
}) {
  const t = useT();
  const router = useNavigation();
  const ids = useFavoriteGameIds();
  const toggle = useToggleFavoriteGame();
  const [refused, setRefused] = useState<RefusedPress | null>(null);
  const { mutate, isPending, variables } = toggle;
  const favourites = useMemo<GameFavourites | undefined>(() => {
    if (ids.data === undefined) return undefined;
    const chosen = new Set(ids.data.map(String));
    return {
      isFavourite: (id) => chosen.has(id),
      isBusy: (id) => isPending && String(variables?.gameId) === id,
      onToggle: (game, favourite) => {
        setRefused(null);
        mutate(
          { gameId: Number(game.id), favourite },
          {
            onSuccess: () => (refreshOnChange ? router.refresh() : undefined),
            onError: () => setRefused({ name: game.name, favourite }),
          },
        );
      },
    };
  }, [ids.data, isPending, variables, mutate, refreshOnChange, router]);
  return (
    <>
      {refused ? (
        <p role="alert" className="favourite-refused">
          {t(refused.favourite ? "lobby.favourite.add.failed" : "lobby.favourite.remove.failed", {
            GAME: refused.name,
          })}
        </p>
      ) : null}
      {render(favourites)}
    </>
  );
}
