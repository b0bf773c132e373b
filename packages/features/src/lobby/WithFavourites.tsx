"use client";

import type { GameFavourites } from "@casino/ui/GameTile";
import { useMemo, useState, type ReactNode } from "react";
import { WithTabApiClient } from "../client/tab-api-client.js";
import { useNavigation, usePathname } from "../router/router-adapter.js";
import { PlayerFavourites } from "./PlayerFavourites.js";

/** Draws a list of tiles with the hearts it is given (none while the player's favourites load). */
export type RenderWithFavourites = (favourites: GameFavourites | undefined) => ReactNode;

/**
 * Gives a list of game tiles its hearts (see docs/features.md, "Favourites and recent games"): a
 * guest's heart opens the sign-in; a player's shows and changes their favourites through the
 * tab's API client, once it is there (until then the tiles have no hearts; the hearts sit over the
 * pictures, so nothing moves when they come). `refreshOnChange` reads the page again after a
 * change, for a page that lists the favourites. The tiles are drawn once; when the client and
 * the favourites have loaded, only their hearts come (drawing a lobby's hundred tiles a second time
 * from scratch cost a phone's main thread about a second: docs/performance.md, "What a lobby costs
 * the main thread").
 */
export function WithFavourites({
  render,
  signedIn,
  refreshOnChange = false,
}: {
  render: RenderWithFavourites;
  /** Whether a player is signed in (the server's answer; a sign-in or sign-out renders the page again). */
  signedIn: boolean;
  refreshOnChange?: boolean;
}) {
  const router = useNavigation();
  const pathname = usePathname();
  const guest = useMemo<GameFavourites>(
    () => ({
      isFavourite: () => false,
      onToggle: () => {
        // The same page with the sign-in open (`modal=login`), its other query parameters kept.
        const query = new URLSearchParams(window.location.search);
        query.set("modal", "login");
        router.push(`${pathname}?${query.toString()}`, { scroll: false });
      },
    }),
    [router, pathname],
  );
  const [player, setPlayer] = useState<GameFavourites | undefined>(undefined);
  if (!signedIn) return render(guest);
  return (
    <>
      <WithTabApiClient fallback={null}>
        <PlayerFavourites onChange={setPlayer} refreshOnChange={refreshOnChange} />
      </WithTabApiClient>
      {render(player)}
    </>
  );
}
