import { useT } from "@casino/i18n/react";
import { EmptyState } from "../EmptyState";
import { GameTile, GameTileSkeleton, tileFavourite, type GameFavourites, type GameItem } from "../GameTile";
import type { LinkComponent } from "../navigation";
import "./GameGrid.css";

/** Props of {@link GameGrid}. */
export interface GameGridProps {
  games: readonly GameItem[];
  /** Names the list for screen readers (the category's name). */
  label: string;
  /** `loading` draws skeleton tiles of the tiles' size, so nothing moves when the games arrive. */
  status?: "ready" | "loading";
  /** How many skeleton tiles `loading` draws: a page's worth. */
  skeletonCount?: number;
  /** The empty state's text; the generic one when left out. */
  emptyText?: string;
  /** The hearts on the tiles (left out: no hearts). */
  favourites?: GameFavourites;
  /** Renders every link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /**
   * How many of the first tiles a visitor sees without scrolling, for a list at the top of its page:
   * their pictures load at once and first (`GameTile`'s `priority`). None by default.
   */
  priorityCount?: number;
  className?: string;
}

/**
 * A category's games as a grid of tiles that fills the width (as many columns as fit), for a lobby
 * page. While loading it draws skeleton tiles of the same size; with no games, an empty state.
 *
 * @example <GameGrid label="Slots" games={games} linkComponent={Link} />
 */
export function GameGrid({
  games,
  label,
  status = "ready",
  skeletonCount = 12,
  emptyText,
  favourites,
  linkComponent: Link = "a",
  priorityCount = 0,
  className,
}: GameGridProps) {
  const t = useT();
  const loading = status === "loading";
  if (!loading && games.length === 0) {
    return (
      <div className={className ? `casino-GameGrid-empty ${className}` : "casino-GameGrid-empty"}>
        <EmptyState title={emptyText ?? t("shell.games.empty")} headingLevel={2} />
      </div>
    );
  }
  return (
    <ul
      aria-label={label}
      aria-busy={loading || undefined}
      className={className ? `casino-GameGrid ${className}` : "casino-GameGrid"}
    >
      {loading
        ? Array.from({ length: skeletonCount }, (_, index) => (
            <li key={index} className="casino-GameGrid-item">
              <GameTileSkeleton />
            </li>
          ))
        : games.map((game, index) => {
            const { id, ...tile } = game;
            const favourite = tileFavourite(favourites, game);
            return (
              <li key={id} className="casino-GameGrid-item">
                <GameTile
                  {...tile}
                  {...(favourite ? { favourite } : {})}
                  priority={index < priorityCount}
                  linkComponent={Link}
                />
              </li>
            );
          })}
    </ul>
  );
}
