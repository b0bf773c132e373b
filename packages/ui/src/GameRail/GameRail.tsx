import { useT } from "@casino/i18n/react";
import { startTransition, useCallback, useEffect, useId, useRef, useState } from "react";
import { EmptyState } from "../EmptyState";
import { GameTile, GameTileSkeleton, tileFavourite, type GameFavourites, type GameItem } from "../GameTile";
import { IconButton } from "../IconButton";
import type { LinkComponent } from "../navigation";
import "./GameRail.css";

/** Props of {@link GameRail}. */
export interface GameRailProps {
  /** The category's name. */
  title: string;
  games: readonly GameItem[];
  /** The category's page. */
  seeAllHref?: string;
  /** `loading` draws skeleton tiles of the tiles' size, so nothing moves when the games arrive. */
  status?: "ready" | "loading";
  /** How many skeleton tiles `loading` draws. */
  skeletonCount?: number;
  /** The empty state's text; the generic one when left out. */
  emptyText?: string;
  /** The heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3;
  /** The hearts on the tiles (left out: no hearts). */
  favourites?: GameFavourites;
  /** Renders every link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /**
   * How many of the first tiles a visitor sees without scrolling, for a list at the top of its page:
   * their pictures load at once and first (`GameTile`'s `priority`). None by default.
   */
  priorityCount?: number;
  /**
   * How many of the first tiles the first render draws, the server's HTML included; the rest are
   * drawn when the row is scrolled within a row's width of them, which on a screen wide enough to
   * show them is right after hydration. All by default. A lobby of many rails draws what its widest
   * row shows: a phone then parses and hydrates a few tiles a rail instead of a dozen
   * (docs/performance.md, "A rail draws what a screen shows").
   */
  firstDrawn?: number;
  className?: string;
}

function Arrow({ direction }: { direction: "previous" | "next" }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        d={direction === "previous" ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A titled horizontal row of game tiles: a "See all" link, and previous/next buttons that scroll
 * the row by most of its width (the tiles themselves are links, reached with Tab; the row also
 * scrolls by touch and trackpad). While loading it draws skeleton tiles of the same size; with no
 * games, an empty state of the row's height.
 *
 * @example <GameRail title="Hot" games={games} seeAllHref="/casino/hot" linkComponent={Link} />
 */
export function GameRail({
  title,
  games,
  seeAllHref,
  status = "ready",
  skeletonCount = 6,
  emptyText,
  headingLevel = 2,
  favourites,
  linkComponent: Link = "a",
  priorityCount = 0,
  firstDrawn,
  className,
}: GameRailProps) {
  const t = useT();
  const titleId = useId();
  const trackId = useId();
  const section = useRef<HTMLElement>(null);
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const Heading = `h${headingLevel}` as const;
  const loading = status === "loading";
  const empty = !loading && games.length === 0;
  const [drawnAll, setDrawnAll] = useState(false);
  const drawn = drawnAll || firstDrawn === undefined ? games : games.slice(0, firstDrawn);
  const undrawn = games.length - drawn.length;

  const updateEdges = useCallback(() => {
    const element = track.current;
    if (!element) return;
    // One pixel of slack: scroll positions are fractional on zoomed and high-density screens.
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    // The same edges keep the same state: a rail of a dozen tiles is not drawn again for nothing
    // (every rail of a lobby measures itself right after hydration).
    setEdges((edges) => (edges.atStart === atStart && edges.atEnd === atEnd ? edges : { atStart, atEnd }));
  }, []);

  useEffect(() => {
    const element = track.current;
    if (!element) return undefined;
    // A rail the browser skips until it comes near the screen (`content-visibility: auto`, the CSS)
    // is measured when it does: reading its widths before would lay it out at once, the work the
    // skipping saves (docs/performance.md, "What a lobby costs the main thread").
    const rail = section.current;
    if (rail && element.checkVisibility?.({ contentVisibilityAuto: true }) === false) {
      const onRelevant = (event: Event) => {
        if (!("skipped" in event && event.skipped === true)) updateEdges();
      };
      rail.addEventListener("contentvisibilityautostatechange", onRelevant);
      return () => rail.removeEventListener("contentvisibilityautostatechange", onRelevant);
    }
    updateEdges();
    return undefined;
  }, [updateEdges, drawn.length, status]);

  // Watched anew when the last drawn tile changes (other games in the same rail), not only its count.
  const lastDrawnId = drawn.at(-1)?.id;
  useEffect(() => {
    const row = track.current;
    const last = row?.lastElementChild;
    if (undrawn === 0 || !row || !last) return undefined;
    const drawAll = () => startTransition(() => setDrawnAll(true));
    // Without the observer (an old browser, jsdom) the row has every tile, as it would have had.
    if (typeof IntersectionObserver === "undefined") {
      drawAll();
      return undefined;
    }
    // The root is the row itself: a tile is near when it is within one row's width to either side
    // of what the row shows (a phone's row is two or three tiles; Next scrolls by most of a row,
    // and Tab scrolls the tile it reaches into view).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) drawAll();
      },
      { root: row, rootMargin: "0px 100%" },
    );
    observer.observe(last);
    return () => observer.disconnect();
  }, [undrawn, lastDrawnId]);

  const scroll = (direction: -1 | 1) => {
    const element = track.current;
    element?.scrollBy({ left: direction * element.clientWidth * 0.8, behavior: "smooth" });
  };

  return (
    <section
      ref={section}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className={className ? `casino-GameRail ${className}` : "casino-GameRail"}
    >
      <div className="casino-GameRail-header">
        <Heading id={titleId} className="casino-GameRail-title">
          {title}
        </Heading>
        {seeAllHref ? (
          <Link href={seeAllHref} className="casino-GameRail-seeAll">
            {t("shell.games.see.all")}
          </Link>
        ) : null}
        {empty ? null : (
          <div className="casino-GameRail-controls">
            <IconButton
              size="sm"
              variant="secondary"
              label={t("shell.games.previous")}
              icon={<Arrow direction="previous" />}
              aria-controls={trackId}
              disabled={loading || edges.atStart}
              onClick={() => scroll(-1)}
            />
            <IconButton
              size="sm"
              variant="secondary"
              label={t("shell.games.next")}
              icon={<Arrow direction="next" />}
              aria-controls={trackId}
              disabled={loading || edges.atEnd}
              onClick={() => scroll(1)}
            />
          </div>
        )}
      </div>
      {empty ? (
        <div className="casino-GameRail-empty">
          <EmptyState title={emptyText ?? t("shell.games.empty")} headingLevel={3} />
        </div>
      ) : (
        <ul id={trackId} ref={track} className="casino-GameRail-track" onScroll={updateEdges}>
          {loading
            ? Array.from({ length: skeletonCount }, (_, index) => (
                <li key={index} className="casino-GameRail-item">
                  <GameTileSkeleton />
                </li>
              ))
            : drawn.map((game, index) => {
                const { id, ...tile } = game;
                const favourite = tileFavourite(favourites, game);
                return (
                  <li key={id} className="casino-GameRail-item">
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
      )}
    </section>
  );
}
