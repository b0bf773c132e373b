"use client";

import { useFavoriteGameIds, useToggleFavoriteGame } from "@casino/api-client/react";
import { useT } from "@casino/i18n/react";
import type { GameFavourites } from "@casino/ui/GameTile";
import { useNavigation } from "../router/router-adapter.js";
import { useEffect, useMemo, useState } from "react";

/** A heart press the back end did not take: which game, and which way. */
interface RefusedPress {
  name: string;
  favourite: boolean;
}

/**
 * The signed-in player's hearts: their favourites, each press saved (shown at once, put back if
 * refused, and the refusal said in words, drawn here above the games, until the next press). The
 * hearts go to `onChange` (undefined while the favourites load), for tiles drawn beside this.
 */
export function PlayerFavourites({
  onChange,
  refreshOnChange,
}: {
  onChange: (favourites: GameFavourites | undefined) => void;
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
  useEffect(() => onChange(favourites), [onChange, favourites]);
  return refused ? (
    <p role="alert" className="favourite-refused">
      {t(refused.favourite ? "lobby.favourite.add.failed" : "lobby.favourite.remove.failed", { GAME: refused.name })}
    </p>
  ) : null;
}
