"use client";

import type { GameFavourites } from "@casino/ui/GameTile";
import { usePathname, useRouter } from "next/navigation";
import { useMemo, type ReactNode } from "react";
import { WithTabApiClient } from "@casino/features";
import { urlWithModal } from "../../core/query-modals/query-string";
import { useSession } from "../../core/session/SessionProvider";
import { PlayerFavourites } from "./PlayerFavourites";

/** Draws a list of tiles with the hearts it is given (none while the player's favourites load). */
export type RenderWithFavourites = (favourites: GameFavourites | undefined) => ReactNode;

/**
 * Gives a list of game tiles its hearts (see docs/features.md, "Favourites and recent games"): a
 * guest's heart opens the sign-in; a player's shows and changes their favourites through the
 * tab's API client, once it is there (until then the tiles have no hearts; the hearts sit over the
 * pictures, so nothing moves when they come). `refreshOnChange` reads the page again after a
 * change, for a page that lists the favourites.
 */
export function WithFavourites({
  render,
  refreshOnChange = false,
}: {
  render: RenderWithFavourites;
  refreshOnChange?: boolean;
}) {
  const { authenticated } = useSession();
  const router = useRouter();
  const pathname = usePathname();
  const guest = useMemo<GameFavourites>(
    () => ({
      isFavourite: () => false,
      onToggle: () => router.push(urlWithModal(pathname, window.location.search, "login"), { scroll: false }),
    }),
    [router, pathname],
  );
  if (!authenticated) return render(guest);
  return (
    <WithTabApiClient fallback={render(undefined)}>
      <PlayerFavourites render={render} refreshOnChange={refreshOnChange} />
    </WithTabApiClient>
  );
}
