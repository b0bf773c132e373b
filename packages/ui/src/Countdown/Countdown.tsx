import { useEffect, useRef, useState } from "react";
import { durationParts, formatClock, isoDuration } from "./formatDuration";
import "./Countdown.css";

/** Reads the current time. Passed in so stories and tests are deterministic. */
export type Clock = () => Date;

const systemClock: Clock = () => new Date();

export interface CountdownProps {
  /** The instant the countdown reaches zero. */
  target: Date;
  /** Where the current time comes from; the system clock by default. */
  clock?: Clock;
  /** How often the face is redrawn, in milliseconds. */
  tickMs?: number;
  /** Called once when the countdown reaches zero for this `target`. */
  onComplete?: () => void;
  className?: string;
}

/**
 * A ticking countdown to `target`, shown as `mm:ss` (or `hh:mm:ss`). It announces nothing by itself
 * (`role="timer"` is not live), so screen readers are not flooded once a second.
 */
export function Countdown({ target, clock = systemClock, tickMs = 1000, onComplete, className }: CountdownProps) {
  // Each tick re-renders and the clock is read afresh, so a changed `target` or `clock` shows at once.
  const [, setTick] = useState(0);
  const now = clock();
  const onCompleteRef = useRef(onComplete);
  const completedFor = useRef<number | null>(null);

  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  useEffect(() => {
    const id = setInterval(() => setTick((tick) => tick + 1), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);

  const remaining = target.getTime() - now.getTime();
  const parts = durationParts(remaining);

  useEffect(() => {
    if (remaining > 0 || completedFor.current === target.getTime()) return;
    completedFor.current = target.getTime();
    onCompleteRef.current?.();
  }, [remaining, target]);

  return (
    <span role="timer" className={className ? `casino-Countdown ${className}` : "casino-Countdown"}>
      {/* The server's clock and the browser's differ by the time the page takes to arrive. */}
      <time dateTime={isoDuration(parts)} suppressHydrationWarning>
        {formatClock(parts)}
      </time>
    </span>
  );
}
