"use client";

import { GameRail } from "@casino/ui/GameRail";
import type { GameItem } from "@casino/ui/GameTile";
import { Link } from "../router/router-adapter.js";
import { RAIL_FIRST_DRAWN_TILES } from "./first-screen-tiles.js";
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
  priorityCount = 0,
  firstDrawn = RAIL_FIRST_DRAWN_TILES,
}: {
  rails: readonly LobbyRail[];
  /** Whether a player is signed in: their hearts, or the sign-in for a guest. */
  signedIn: boolean;
  /**
   * For rails at the top of their page: how many tiles of the first rail load their pictures first
   * (`FIRST_SCREEN_TILES`); none where something else is seen first (the home page's hero).
   */
  priorityCount?: number;
  /** How many tiles each rail draws with the page (`GameRail`'s `firstDrawn`). */
  firstDrawn?: number;
}) {
  return (
    <WithFavourites
      signedIn={signedIn}
      render={(favourites) =>
        rails.map((rail, index) => (
          <GameRail
            key={rail.id}
            title={rail.title}
            games={rail.games}
            seeAllHref={rail.seeAllHref}
            priorityCount={index === 0 ? priorityCount : 0}
            firstDrawn={firstDrawn}
            linkComponent={Link}
            {...(favourites ? { favourites } : {})}
          />
        ))
      }
    />
  );
}
