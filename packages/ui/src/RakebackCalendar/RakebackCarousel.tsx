import { RAKEBACK_CAROUSEL_INTERVAL_MS } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useCallback, useEffect, useId, useRef, type ReactNode } from "react";
import { IconButton } from "../IconButton";
import type { RakebackCell } from "./calendarCells";
import { calendarDayFormat } from "./calendarDayFormat";
import "./RakebackCalendar.css";
import { useAutoRotation } from "./useAutoRotation";
import { usePrefersReducedMotion } from "./usePrefersReducedMotion";

export interface RakebackCarouselProps {
  cells: readonly RakebackCell[];
  label: string;
  renderCell(cell: RakebackCell): ReactNode;
  className?: string;
}

function ControlIcon({ kind }: { kind: "previous" | "next" | "pause" | "play" }) {
  const paths = { previous: "M15 6l-6 6 6 6", next: "M9 6l6 6-6 6", pause: "M9 6v12M15 6v12", play: "M8 5l11 7-11 7z" };
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
      <path
        d={paths[kind]}
        fill={kind === "play" ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The calendar as a scroll-snap carousel that moves on by one day every 3 s (see docs/features.md, "Rakeback calendar").
 * It stops while hovered, while keyboard focus is inside it, when the player presses pause, and
 * never moves for players who ask for reduced motion. It starts on the first day to claim, else today.
 */
export function RakebackCarousel({ cells, label, renderCell, className }: RakebackCarouselProps) {
  const t = useT();
  const format = calendarDayFormat(useLocale());
  const trackId = useId();
  const trackRef = useRef<HTMLDivElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const atEnd = useCallback(() => {
    const track = trackRef.current;
    // Without layout (server, tests) there is no end to reach; step through every slide.
    if (track === null || track.scrollWidth <= track.clientWidth) return false;
    return track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
  }, []);

  // Start where there is something to do: the first day with a Get button, else today.
  const claimableIndex = cells.findIndex((cell) => cell.claimable);
  const startIndex = Math.max(
    claimableIndex === -1 ? cells.findIndex((cell) => cell.timing === "today") : claimableIndex,
    0,
  );
  const rotation = useAutoRotation({
    count: cells.length,
    initialIndex: startIndex,
    intervalMs: RAKEBACK_CAROUSEL_INTERVAL_MS,
    disabled: reducedMotion,
    atEnd,
  });
  const { index, goTo } = rotation;

  const scrolledOnce = useRef(false);
  // Set while the carousel scrolls itself, so only a scroll by hand moves the index.
  const scrollingItself = useRef(false);
  useEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[index];
    if (!track || !(slide instanceof HTMLElement) || typeof track.scrollTo !== "function") return;
    const maxScroll = track.scrollWidth - track.clientWidth;
    const left = maxScroll > 0 ? Math.min(slide.offsetLeft, maxScroll) : slide.offsetLeft;
    // Already there (the last days fit in view): no scroll, so no scrollend to wait for.
    if (maxScroll > 0 && Math.abs(track.scrollLeft - left) < 1) return;
    const smooth = scrolledOnce.current && !reducedMotion;
    scrolledOnce.current = true;
    scrollingItself.current = true;
    track.scrollTo({ left, behavior: smooth ? "smooth" : "instant" });
  }, [index, reducedMotion]);

  // A swipe moves the track by hand: carry on from the day it came to rest on.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    const onScrollEnd = () => {
      if (scrollingItself.current) {
        scrollingItself.current = false;
        return;
      }
      if (atEnd()) return;
      let nearest = 0;
      Array.from(track.children).forEach((slide, slideIndex) => {
        const current = track.children[nearest];
        if (
          slide instanceof HTMLElement &&
          current instanceof HTMLElement &&
          Math.abs(slide.offsetLeft - track.scrollLeft) < Math.abs(current.offsetLeft - track.scrollLeft)
        ) {
          nearest = slideIndex;
        }
      });
      goTo(nearest);
    };
    track.addEventListener("scrollend", onScrollEnd);
    return () => track.removeEventListener("scrollend", onScrollEnd);
  }, [atEnd, goTo]);

  return (
    <section
      aria-label={label}
      aria-roledescription={t("rakeback.carousel.label")}
      data-variant="carousel"
      data-rotating={rotation.rotating}
      className={className ? `casino-RakebackCalendar ${className}` : "casino-RakebackCalendar"}
      {...rotation.pauseHandlers}
    >
      <div className="casino-RakebackCalendar-controls">
        {reducedMotion ? null : (
          <IconButton
            size="sm"
            label={t(rotation.pausedByUser ? "rakeback.carousel.play" : "rakeback.carousel.pause")}
            icon={<ControlIcon kind={rotation.pausedByUser ? "play" : "pause"} />}
            onClick={rotation.togglePausedByUser}
          />
        )}
        <IconButton
          size="sm"
          aria-controls={trackId}
          label={t("rakeback.carousel.previous")}
          icon={<ControlIcon kind="previous" />}
          onClick={() => goTo(index - 1)}
        />
        <IconButton
          size="sm"
          aria-controls={trackId}
          label={t("rakeback.carousel.next")}
          icon={<ControlIcon kind="next" />}
          onClick={() => goTo(atEnd() ? 0 : index + 1)}
        />
      </div>
      <div id={trackId} ref={trackRef} className="casino-RakebackCalendar-track">
        {cells.map((cell, cellIndex) => (
          <div
            key={cell.day.dayDate}
            role="group"
            aria-roledescription={t("rakeback.carousel.slide")}
            aria-label={format.full(cell.day.dayDate)}
            aria-current={cell.timing === "today" ? "date" : undefined}
            data-active={cellIndex === index || undefined}
            className="casino-RakebackCalendar-slide"
          >
            <span className="casino-RakebackCalendar-weekday" aria-hidden="true">
              {format.weekdayShort(cell.day.dayDate)}
            </span>
            {renderCell(cell)}
          </div>
        ))}
      </div>
    </section>
  );
}
