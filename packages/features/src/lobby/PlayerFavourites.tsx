"use client";

import { useFavoriteGameIds, useToggleFavoriteGame } from "@casino/api-client/react";
import { useT } from "@casino/i18n/react";
import type { GameFavourites, GameItem } from "@casino/ui/GameTile";
import { useNavigation } from "../router/router-adapter.js";
import { useEffect, useMemo, useRef, useState } from "react";

/** A heart pressed before the tab's API client was there: the game, and the state wanted. */
export interface EarlyFavouritePress {
  game: GameItem;
  favourite: boolean;
}

/** No early presses: one array, so the effect below does not run on every render. */
const NO_PRESSES: readonly EarlyFavouritePress[] = [];

/** A heart press the back end did not take: which game, and which way. */
interface RefusedPress {
  name: string;
  favourite: boolean;
}

/**
 * The signed-in player's hearts: their favourites, each press saved (shown at once, put back if
 * refused, and the refusal said in words, drawn here above the games, until the next press). The
 * hearts go to `onChange` (undefined while the favourites load), for tiles drawn beside this.
 * Hearts pressed before this was there (`earlyPresses`) are saved once the favourites are in, and
 * handed back through `onEarlyPressesSent([])`.
 */
export function PlayerFavourites({
  onChange,
  refreshOnChange,
  earlyPresses = NO_PRESSES,
  onEarlyPressesSent,
}: {
  onChange: (favourites: GameFavourites | undefined) => void;
  refreshOnChange: boolean;
  earlyPresses?: readonly EarlyFavouritePress[];
  onEarlyPressesSent?: (presses: readonly EarlyFavouritePress[]) => void;
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
  // Each early press is saved once, however often the hearts change while they are handed back.
  const saved = useRef(new WeakSet<EarlyFavouritePress>());
  useEffect(() => {
    if (favourites === undefined) return;
    const unsaved = earlyPresses.filter((press) => !saved.current.has(press));
    if (unsaved.length === 0) return;
    onEarlyPressesSent?.([]);
    for (const press of unsaved) {
      saved.current.add(press);
      favourites.onToggle(press.game, press.favourite);
    }
  }, [favourites, earlyPresses, onEarlyPressesSent]);
  return refused ? (
    <p role="alert" className="favourite-refused">
      {t(refused.favourite ? "lobby.favourite.add.failed" : "lobby.favourite.remove.failed", { GAME: refused.name })}
    </p>
  ) : null;
}
