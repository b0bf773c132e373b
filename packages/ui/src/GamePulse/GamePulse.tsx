import { DEFAULT_TIME_ZONE, dateTimeFormat, numberFormat } from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useId } from "react";
import { Money } from "../Money";
import { VisuallyHidden } from "../VisuallyHidden";
import "./GamePulse.css";

/** One bar of the pulse: a span of time, its rounds and the rounds that paid. */
export interface GamePulseBucketData {
  /** ISO instant the span starts (inclusive) */
  from: string;
  /** ISO instant the span ends (exclusive) */
  to: string;
  rounds: number;
  wins: number;
}

/** One of the game's latest wins; `player` null for a player in ghost mode. */
export interface GamePulseWinData {
  player?: string | null;
  amount: number;
  currencyCode?: string | null;
  /** ISO instant of the win */
  at: string;
}

/** Props of {@link GamePulse}. */
export interface GamePulseProps {
  /** Oldest first. */
  buckets: readonly GamePulseBucketData[];
  /** Newest first. */
  recentWins: readonly GamePulseWinData[];
  /** IANA zone the days and times are shown in (the player's). */
  timeZone?: string;
  /** The level of the heading, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The chart's drawing box; the SVG stretches to its container's width at a fixed height (CSS). */
const WIDTH = 700;
const HEIGHT = 160;

/**
 * A game's Game Pulse (see docs/features.md, "Game Pulse"): its rounds a day over the last days as
 * a bar chart, the rounds that paid a win drawn inside each bar, and its latest wins. The chart
 * only draws; the sentence above it and a table (read by screen readers) say the same figures.
 *
 * @example <GamePulse buckets={pulse.buckets} recentWins={pulse.recentWins} timeZone="Europe/Malta" />
 */
export function GamePulse({
  buckets,
  recentWins,
  // The server and the browser must print the same day, so the zone is never the machine's own.
  timeZone = DEFAULT_TIME_ZONE,
  headingLevel = 2,
  className,
}: GamePulseProps) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const winsTitleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const SubHeading = headingLevel === 2 ? "h3" : "h4";
  const count = numberFormat(locale);
  const dayLabel = dateTimeFormat(locale, { month: "short", day: "numeric", timeZone });
  const span = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const winTime = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const rounds = buckets.reduce((sum, bucket) => sum + bucket.rounds, 0);
  const wins = buckets.reduce((sum, bucket) => sum + bucket.wins, 0);
  const days = String(buckets.length);
  const highest = Math.max(1, ...buckets.map((bucket) => bucket.rounds));
  const slot = WIDTH / Math.max(1, buckets.length);
  const barWidth = slot * 0.6;
  // A bar's label is the day its span ends on: the last bar is today.
  const endDay = (bucket: GamePulseBucketData) => dayLabel.format(new Date(Date.parse(bucket.to) - 1));

  return (
    <section className={className ? `casino-GamePulse ${className}` : "casino-GamePulse"} aria-labelledby={titleId}>
      <Heading id={titleId} className="casino-GamePulse-title">
        {t("pulse.title")}
      </Heading>
      <p className="casino-GamePulse-summary">
        {rounds === 0
          ? t("pulse.empty", { DAYS: days })
          : t("pulse.summary", { DAYS: days, ROUNDS: count.format(rounds), WINS: count.format(wins) })}
      </p>
      <div className="casino-GamePulse-plot" aria-hidden="true">
        <svg
          className="casino-GamePulse-chart"
          viewBox={`0 0 ${String(WIDTH)} ${String(HEIGHT)}`}
          preserveAspectRatio="none"
          focusable="false"
        >
          <line className="casino-GamePulse-axis" x1={0} x2={WIDTH} y1={HEIGHT - 1} y2={HEIGHT - 1} />
          {buckets.map((bucket, index) => {
            const x = index * slot + (slot - barWidth) / 2;
            const roundsHeight = (bucket.rounds / highest) * (HEIGHT - 4);
            const winsHeight = (bucket.wins / highest) * (HEIGHT - 4);
            return (
              <g key={bucket.from}>
                <rect
                  className="casino-GamePulse-rounds"
                  x={x}
                  y={HEIGHT - roundsHeight}
                  width={barWidth}
                  height={roundsHeight}
                />
                <rect
                  className="casino-GamePulse-wins"
                  x={x + barWidth * 0.2}
                  y={HEIGHT - winsHeight}
                  width={barWidth * 0.6}
                  height={winsHeight}
                />
              </g>
            );
          })}
        </svg>
        {/* Under each bar, its rounds and the day it ends on (the last bar is today). */}
        <ol className="casino-GamePulse-days">
          {buckets.map((bucket) => (
            <li key={bucket.from}>
              <span className="casino-GamePulse-value">{count.format(bucket.rounds)}</span>
              <span className="casino-GamePulse-label">{endDay(bucket)}</span>
            </li>
          ))}
        </ol>
      </div>
      <p className="casino-GamePulse-legend" aria-hidden="true">
        <span className="casino-GamePulse-key" data-series="rounds" />
        {t("pulse.table.rounds")}
        <span className="casino-GamePulse-key" data-series="wins" />
        {t("pulse.table.wins")}
      </p>
      <VisuallyHidden>
        <table>
          <caption>{t("pulse.table.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("pulse.table.day")}</th>
              <th scope="col">{t("pulse.table.rounds")}</th>
              <th scope="col">{t("pulse.table.wins")}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.map((bucket) => (
              <tr key={bucket.from}>
                <th scope="row">{span.formatRange(new Date(bucket.from), new Date(bucket.to))}</th>
                <td>{count.format(bucket.rounds)}</td>
                <td>{count.format(bucket.wins)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
      <div className="casino-GamePulse-wins-list">
        <SubHeading id={winsTitleId} className="casino-GamePulse-subtitle">
          {t("pulse.wins.title")}
        </SubHeading>
        {recentWins.length === 0 ? (
          <p className="casino-GamePulse-empty">{t("pulse.wins.empty")}</p>
        ) : (
          <ul aria-labelledby={winsTitleId}>
            {recentWins.map((win, index) => (
              <li key={`${win.at}-${String(index)}`}>
                <span className="casino-GamePulse-winner">{win.player ?? t("tournament.user.hidden")}</span>{" "}
                {win.currencyCode ? (
                  <Money amount={win.amount} currencyCode={win.currencyCode} className="casino-GamePulse-amount" />
                ) : (
                  count.format(win.amount)
                )}{" "}
                <time dateTime={win.at} className="casino-GamePulse-time">
                  {winTime.format(new Date(win.at))}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
