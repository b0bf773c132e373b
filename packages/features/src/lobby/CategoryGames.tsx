"use client";

import { GameGrid } from "@casino/ui/GameGrid";
import type { GameItem } from "@casino/ui/GameTile";
import { Link } from "../router/router-adapter.js";
import { FIRST_SCREEN_TILES } from "./first-screen-tiles.js";
import { WithFavourites } from "./WithFavourites.js";

/**
 * A page of games as a grid with a heart on each tile, with client-side navigation;
 * `refreshOnFavouriteChange` for a page that lists the favourites themselves.
 */
export function CategoryGames({
  label,
  games,
  emptyText,
  signedIn,
  refreshOnFavouriteChange = false,
}: {
  label: string;
  games: readonly GameItem[];
  emptyText?: string;
  /** Whether a player is signed in: their hearts, or the sign-in for a guest. */
  signedIn: boolean;
  refreshOnFavouriteChange?: boolean;
}) {
  return (
    <WithFavourites
      signedIn={signedIn}
      refreshOnChange={refreshOnFavouriteChange}
      render={(favourites) => (
        <GameGrid
          label={label}
          games={games}
          priorityCount={FIRST_SCREEN_TILES}
          linkComponent={Link}
          {...(favourites ? { favourites } : {})}
          {...(emptyText === undefined ? {} : { emptyText })}
        />
      )}
    />
  );
}
