import { GameListing as GameListingView, type GameListingProps as GameListingViewProps } from "@casino/features";
import { ClientErrorState } from "../../core/ClientErrorState";
import { getRequestContext } from "../../core/request-context";
import { FavouritesRead } from "./FavouritesRead";

/** Props of {@link GameListing}: the package's, less what the request gives; `games` is `null` when it could not be loaded. */
export type GameListingProps = Omit<
  GameListingViewProps,
  "games" | "lobbyUrl" | "locale" | "assetUrl" | "t" | "signedIn"
> & { games: GameListingViewProps["games"] | null };

/**
 * `@casino/features`' game list rendered on the server with the request's lobby address, locale, picture
 * host, texts and session, a player's hearts read with it ({@link FavouritesRead}); the error state
 * when the page of games could not be loaded.
 */
export async function GameListing({ games, ...props }: GameListingProps) {
  if (games === null) return <ClientErrorState headingLevel={2} />;
  const { pageUrl, locale, assetUrl, t, authenticated } = await getRequestContext();
  return (
    <FavouritesRead>
      <GameListingView
        {...props}
        games={games}
        lobbyUrl={pageUrl("casino")}
        locale={locale}
        assetUrl={assetUrl}
        t={t}
        signedIn={authenticated}
      />
    </FavouritesRead>
  );
}
