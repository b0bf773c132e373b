import { useCallback, useEffect, useState } from "react";

export interface AutoRotationOptions {
  /** How many slides there are. */
  count: number;
  /** The slide shown first. */
  initialIndex: number;
  /** Time between two slides, in milliseconds. */
  intervalMs: number;
  /** Nothing moves by itself while this holds (reduced motion). */
  disabled: boolean;
  /**
   * Asked before moving on: when the last slides already fit in view, the rotation starts over
   * instead of stepping through slides that cannot scroll any further.
   */
  atEnd?: () => boolean;
}

export interface AutoRotation {
  index: number;
  goTo(index: number): void;
  /** The player pressed pause (and has not pressed play since). */
  pausedByUser: boolean;
  togglePausedByUser(): void;
  /** Slides move by themselves right now. */
  rotating: boolean;
  /** Spread on the carousel's root: hover and keyboard focus inside it pause the rotation. */
  pauseHandlers: {
    onMouseEnter(): void;
    onMouseLeave(): void;
    onFocus(): void;
    onBlur(event: { currentTarget: Element; relatedTarget: EventTarget | null }): void;
  };
}

/**
 * Auto-rotation for a carousel, paused on hover, while focus is inside it, by the player's pause
 * button, and never running under reduced motion (WCAG 2.2.2 Pause, Stop, Hide).
 */
export function useAutoRotation({
  count,
  initialIndex,
  intervalMs,
  disabled,
  atEnd,
}: AutoRotationOptions): AutoRotation {
  const [index, setIndex] = useState(initialIndex);
  const [pausedByUser, setPausedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = !disabled && !pausedByUser && !hovered && !focused && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const id = setInterval(() => {
      setIndex((current) => (current + 1 >= count || atEnd?.() === true ? 0 : current + 1));
    }, intervalMs);
    return () => clearInterval(id);
  }, [rotating, count, intervalMs, atEnd]);

  const goTo = useCallback((next: number) => setIndex(((next % count) + count) % count), [count]);
  const togglePausedByUser = useCallback(() => setPausedByUser((paused) => !paused), []);

  return {
    index: Math.min(index, Math.max(count - 1, 0)),
    goTo,
    pausedByUser,
    togglePausedByUser,
    rotating,
    pauseHandlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!(event.relatedTarget instanceof Node) || !event.currentTarget.contains(event.relatedTarget))
          setFocused(false);
      },
    },
  };
}
