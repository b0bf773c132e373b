import {
  countdownParts,
  countdownTarget,
  TOURNAMENT_COUNTDOWN_UNITS,
  tournamentState,
  type TournamentWindow,
} from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import type { ReactNode } from "react";
import { Money } from "../Money";
import "./TournamentCard.css";

/** Props of {@link TournamentCard}. */
export interface TournamentCardProps extends TournamentWindow {
  name: string;
  kind: "tournament" | "race";
  prizePool: number;
  currencyCode: string;
  /** The moment the card is drawn for (the page ticks it every second). */
  now: Date;
  /** The leaderboard, below the card's head. */
  children?: ReactNode;
}

/**
 * A tournament or race: its name, its state (starts in, running, ended) with a countdown in days,
 * hours, minutes and seconds to its start or end, the prize pool, and its leaderboard.
 *
 * @example <TournamentCard name="Weekend Spin Race" kind="race" startsAt={...} endsAt={...} prizePool={5000} currencyCode="EUR" now={now} />
 */
export function TournamentCard({
  name,
  kind,
  startsAt,
  endsAt,
  prizePool,
  currencyCode,
  now,
  children,
}: TournamentCardProps) {
  const t = useT();
  const plural = new Intl.PluralRules(useLocale());
  const window = { startsAt, endsAt };
  const state = tournamentState(window, now);
  const target = countdownTarget(window, now);
  const parts = target === null ? null : countdownParts(target, now);
  return (
    <article className="casino-TournamentCard" data-state={state} aria-label={name}>
      <header className="casino-TournamentCard-head">
        <p className="casino-TournamentCard-kind">{t(`tournament.kind.${kind}`)}</p>
        <h2 className="casino-TournamentCard-name">{name}</h2>
        <p className="casino-TournamentCard-prize">
          {t("tournament.prize.pool")} <Money amount={prizePool} currencyCode={currencyCode} />
        </p>
        <p className="casino-TournamentCard-state">
          <span className="casino-TournamentCard-badge">{t(`tournament.state.${state}`)}</span>
          {parts ? (
            <span role="timer" className="casino-TournamentCard-countdown">
              {TOURNAMENT_COUNTDOWN_UNITS.map((unit) => (
                <span key={unit} className="casino-TournamentCard-unit">
                  {/* Each unit has its "one" form ("1 day") and the other ("2 days"): the locale's plural rule picks. */}
                  <strong>{parts[unit]}</strong>{" "}
                  {t(
                    plural.select(parts[unit]) === "one" ? `tournament.unit.${unit}.one` : `tournament.unit.${unit}`,
                  )}{" "}
                </span>
              ))}
            </span>
          ) : null}
        </p>
      </header>
      {children}
    </article>
  );
}
