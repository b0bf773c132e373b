"use client";

import { GameRail } from "@casino/ui/GameRail";
import type { GameItem } from "@casino/ui/GameTile";
import { Link } from "../router/router-adapter.js";
import { WithFavourites } from "./WithFavourites.js";

/** A category as a rail: its first games and its page. */
export interface LobbyRail {
  readonly id: string;
  readonly title: string;
  readonly seeAllHref: string;
  readonly games: readonly GameItem[];
}

/** Categories of the lobby as rails of their first games, a heart on each tile. */
export function LobbyRails({
  rails,
  signedIn,
}: {
  rails: readonly LobbyRail[];
  /** Whether a player is signed in: their hearts, or the sign-in for a guest. */
  signedIn: boolean;
}) {
  return (
    <WithFavourites
      signedIn={signedIn}
      render={(favourites) =>
        rails.map((rail) => (
          <GameRail
            key={rail.id}
            title={rail.title}
            games={rail.games}
            seeAllHref={rail.seeAllHref}
            linkComponent={Link}
            {...(favourites ? { favourites } : {})}
          />
        ))
      }
    />
  );
}
