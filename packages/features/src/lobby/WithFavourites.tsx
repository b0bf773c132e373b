"use client";

import { queryKeys } from "@casino/api-client/react";
import type { GameFavourites } from "@casino/ui/GameTile";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { WithTabApiClient } from "../client/tab-api-client.js";
import { useNavigation, usePathname } from "../router/router-adapter.js";
import { PlayerFavourites, type EarlyFavouritePress } from "./PlayerFavourites.js";

/** Draws a list of tiles with the hearts it is given (none while the player's favourites load). */
export type RenderWithFavourites = (favourites: GameFavourites | undefined) => ReactNode;

/**
 * Gives a list of game tiles its hearts (see docs/features.md, "Favourites and recent games"): a
 * guest's heart opens the sign-in; a player's shows and changes their favourites through the
 * tab's API client. When the page read the favourites on the server (their ids in the query cache
 * under `queryKeys.favoriteGameIds()`, as the site's lobby pages send them), the tiles are drawn
 * with their hearts, on the server too, and hearts pressed before the client is there show at
 * once and are saved when it has loaded; otherwise the tiles have no hearts until the client and the
 * favourites have loaded (the hearts sit over the pictures, so nothing moves when they come).
 * `refreshOnChange` reads the page again after a change, for a page that lists the favourites.
 *
 * The tiles are drawn once; when the client and the favourites come, only their hearts change
 * (drawing a lobby's hundred tiles a second time from scratch cost a phone's main thread about a
 * second: docs/performance.md, "What a lobby costs the main thread" and "A player's hearts come
 * with the page").
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
  // Read once, as the page was drawn: the server and the browser's first render see the same ids.
  const queryClient = useQueryClient();
  const [read] = useState(() => queryClient.getQueryData<readonly number[]>(queryKeys.favoriteGameIds()));
  // Hearts pressed before the tab's client is there, the latest press of each game.
  const [early, setEarly] = useState<readonly EarlyFavouritePress[]>([]);
  const drawn = useMemo<GameFavourites | undefined>(() => {
    if (read === undefined) return undefined;
    const chosen = new Set(read.map(String));
    const pressed = (id: string) => early.find((press) => press.game.id === id);
    return {
      isFavourite: (id) => pressed(id)?.favourite ?? chosen.has(id),
      isBusy: (id) => pressed(id) !== undefined,
      onToggle: (game, favourite) =>
        setEarly((presses) => [...presses.filter((press) => press.game.id !== game.id), { game, favourite }]),
    };
  }, [read, early]);
  if (!signedIn) return render(guest);
  return (
    <>
      <WithTabApiClient fallback={null}>
        <PlayerFavourites
          onChange={setPlayer}
          refreshOnChange={refreshOnChange}
          earlyPresses={early}
          onEarlyPressesSent={setEarly}
        />
      </WithTabApiClient>
      {render(player ?? drawn)}
    </>
  );
}
