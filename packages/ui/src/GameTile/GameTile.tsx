import type { GameBadge } from "@casino/domain";
import type { TextKey } from "@casino/i18n";
import { useT } from "@casino/i18n/react";
import type { LinkComponent } from "../navigation";
import { FavouriteButton } from "../FavouriteButton";
import { Skeleton } from "../Skeleton";
import "./GameTile.css";

/** Props of {@link GameTile}. */
export interface GameTileProps {
  name: string;
  provider: string;
  imageUrl: string;
  /** The game's page. */
  href: string;
  /**
   * Return to player as the page writes it (`formatPercent(96.5, { locale })`, "96.5%"), shown on
   * hover and keyboard focus. Formatted where the games are read, on the server for a lobby, so
   * that drawing a tile in the browser makes no `Intl` object: a page's first one loads the
   * runtime's locale data, a long task inside hydration (docs/performance.md, "The first Intl object").
   */
  rtp?: string;
  badge?: GameBadge;
  /** The heart over the picture (left out: no heart). */
  favourite?: GameTileFavourite;
  /** Renders the link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /**
   * The tile is among the first a visitor sees, above the fold: its picture loads at once and first
   * (`loading="eager"`, `fetchpriority="high"`) instead of waiting for the layout to find it in view.
   * One of these is the page's largest paint (docs/performance.md, "The first pictures load first").
   */
  priority?: boolean;
  className?: string;
}

/** The heart of one tile: whether the game is a favourite, and what pressing it does. */
export interface GameTileFavourite {
  pressed: boolean;
  /** Called with the state wanted; a guest's press should open the sign-in. */
  onToggle: (favourite: boolean) => void;
  busy?: boolean;
}

/** One game of a list (a rail, a grid): a tile's data with a key. */
export type GameItem = Omit<GameTileProps, "linkComponent" | "className" | "favourite" | "priority"> & { id: string };

/** The hearts of a list of tiles (a rail, a grid): which games are favourites, and the press. */
export interface GameFavourites {
  isFavourite: (id: string) => boolean;
  /** Whether a game's change is being saved. */
  isBusy?: (id: string) => boolean;
  onToggle: (game: GameItem, favourite: boolean) => void;
}

/** The heart of one game of a list, from the list's {@link GameFavourites}. */
export function tileFavourite(favourites: GameFavourites | undefined, game: GameItem): GameTileFavourite | undefined {
  if (!favourites) return undefined;
  return {
    pressed: favourites.isFavourite(game.id),
    busy: favourites.isBusy?.(game.id) ?? false,
    onToggle: (favourite) => favourites.onToggle(game, favourite),
  };
}

const BADGE_TEXT_KEYS: Record<GameBadge, TextKey> = {
  jackpot: "shell.games.badge.jackpot",
  hot: "shell.games.badge.hot",
  new: "shell.games.badge.new",
};

/**
 * One game in a lobby: its picture in a fixed aspect-ratio frame (lazy-loaded unless `priority`, so a
 * rail of tiles costs nothing until it scrolls into view, and nothing moves when a picture arrives), its
 * name and provider, a badge, and the RTP shown on hover and focus. The whole tile is one link;
 * with `favourite`, a heart (its own button, beside the link rather than in it) sits on the picture.
 *
 * @example <GameTile name="Book of Dead" provider="Play'n GO" imageUrl={game.thumbnail} href="/casino/games/book-of-dead" rtp="96.21%" badge="hot" />
 */
export function GameTile({
  name,
  provider,
  imageUrl,
  href,
  rtp,
  badge,
  favourite,
  linkComponent: Link = "a",
  priority = false,
  className,
}: GameTileProps) {
  const t = useT();
  const rtpText = rtp === undefined ? null : t("shell.games.rtp", { RTP: rtp });
  // One shape with or without a heart, so a heart that comes later (a player's favourites load
  // after the page) adds a button and leaves the link and its picture as drawn.
  return (
    <div className={className ? `casino-GameTile-holder ${className}` : "casino-GameTile-holder"}>
      <Link href={href} className="casino-GameTile">
        <span className="casino-GameTile-frame">
          <img
            className="casino-GameTile-image"
            src={imageUrl}
            alt=""
            {...(priority ? { loading: "eager", fetchPriority: "high" } : { loading: "lazy", decoding: "async" })}
          />
          {badge ? (
            <span className="casino-GameTile-badge" data-badge={badge}>
              {t(BADGE_TEXT_KEYS[badge])}
            </span>
          ) : null}
          {rtpText ? <span className="casino-GameTile-rtp">{rtpText}</span> : null}
        </span>
        <span className="casino-GameTile-name">{name}</span>
        <span className="casino-GameTile-provider">{provider}</span>
      </Link>
      {favourite ? (
        <FavouriteButton
          className="casino-GameTile-favourite"
          gameName={name}
          pressed={favourite.pressed}
          busy={favourite.busy ?? false}
          onToggle={favourite.onToggle}
        />
      ) : null}
    </div>
  );
}

/** A tile's placeholder while games load: the same frame and two text lines, so nothing moves when they arrive. */
export function GameTileSkeleton() {
  return (
    <span className="casino-GameTile-skeleton">
      <Skeleton shape="block" className="casino-GameTile-skeletonImage" />
      <Skeleton shape="text" width="80%" />
      <Skeleton shape="text" width="50%" />
    </span>
  );
}
