"use client";

import { GameRail } from "@casino/ui/GameRail";
import Link from "next/link";
import type { LobbyRail } from "./lobby-rails";
import { WithFavourites } from "./WithFavourites";

/** Categories of the lobby as rails of their first games, a heart on each tile. */
export function LobbyRails({ rails }: { rails: readonly LobbyRail[] }) {
  return (
    <WithFavourites
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
