import {
  DEFAULT_TIME_ZONE,
  formatPercent,
  PLAYER_STATS_LATEST_RACES,
  winShare,
  dateTimeFormat,
  numberFormat,
} from "@casino/domain";
import { useLocale, useT } from "@casino/i18n/react";
import { useId } from "react";
import { EmptyState } from "../EmptyState";
import type { LinkComponent } from "../navigation";
import { VisuallyHidden } from "../VisuallyHidden";
import "./PlayerStats.css";

/** One race the player took part in. */
export interface PlayerStatsRace {
  id: number | string;
  name: string;
  /** ISO instant the race ended (or ends) */
  date: string;
  /** 1-based rank, null when the player has no rank */
  position: number | null;
}

/** The player's statistics, as the back end counts them. */
export interface PlayerStatsData {
  /** ISO instant the account was opened */
  joinedOn: string;
  /** rounds played */
  totalBets: number;
  /** rounds won (a win paid) */
  wins: number;
  /** rounds lost */
  losses: number;
  /** distinct games played */
  gamesPlayed: number;
  /** Latest first; the first {@link PLAYER_STATS_LATEST_RACES} are shown. */
  latestRaces: readonly PlayerStatsRace[];
}

/** Props of {@link PlayerStats}. */
export interface PlayerStatsProps {
  stats: PlayerStatsData;
  /** IANA zone the dates are shown in (the player's); dates formatted in the page's locale */
  timeZone?: string;
  /** where "See the tournaments" leads when the player has no race yet */
  tournamentsHref: string;
  /** Renders the link; a plain `a` by default (Next.js: pass `next/link`). */
  linkComponent?: LinkComponent;
  /** The section headings' level, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A day in the player's zone; a date the back end sent unreadable shows as a dash, not a broken page. */
function Day({ iso, format }: { iso: string; format: Intl.DateTimeFormat }) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "—" : <time dateTime={iso}>{format.format(date)}</time>;
}

/**
 * The player's statistics (see docs/features.md, "Player statistics"): when they joined, their
 * bets, wins, losses and games played in the locale's figures, the share of bets won in words with
 * a bar that only draws it, and their latest races (name, date, place) in a table, or a way to the
 * tournaments when they have none.
 *
 * @example <PlayerStats stats={stats} timeZone="Europe/Malta" tournamentsHref="/tournaments" linkComponent={Link} />
 */
export function PlayerStats({
  stats,
  // The server and the browser must print the same day, so the zone is never the machine's own.
  timeZone = DEFAULT_TIME_ZONE,
  tournamentsHref,
  linkComponent: Link = "a",
  headingLevel = 2,
  className,
}: PlayerStatsProps) {
  const t = useT();
  const locale = useLocale();
  const racesTitleId = useId();
  const count = numberFormat(locale);
  const day = dateTimeFormat(locale, { dateStyle: "medium", timeZone });
  const share = winShare(stats.wins, stats.totalBets);
  const races = stats.latestRaces.slice(0, PLAYER_STATS_LATEST_RACES);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const figures = [
    ["stats.total.bets", stats.totalBets],
    ["stats.wins", stats.wins],
    ["stats.losses", stats.losses],
    ["stats.games.played", stats.gamesPlayed],
  ] as const;
  return (
    <div className={className ? `casino-PlayerStats ${className}` : "casino-PlayerStats"}>
      <dl className="casino-PlayerStats-figures">
        <div className="casino-PlayerStats-figure">
          <dt>{t("stats.joined.on")}</dt>
          <dd>
            <Day iso={stats.joinedOn} format={day} />
          </dd>
        </div>
        {figures.map(([key, value]) => (
          <div key={key} className="casino-PlayerStats-figure">
            <dt>{t(key)}</dt>
            <dd>{count.format(value)}</dd>
          </div>
        ))}
      </dl>
      <div className="casino-PlayerStats-share">
        <p className="casino-PlayerStats-share-text">
          {share === null
            ? t("stats.no.bets")
            : t("stats.win.share", { SHARE: formatPercent(share, { locale, maximumFractionDigits: 0 }) })}
        </p>
        {share === null ? null : (
          // The sentence above says the share; the bar only draws it, so screen readers skip it.
          <div className="casino-PlayerStats-bar" aria-hidden="true">
            <div className="casino-PlayerStats-bar-wins" style={{ width: `${String(share)}%` }} />
          </div>
        )}
      </div>
      <section className="casino-PlayerStats-races" aria-labelledby={racesTitleId}>
        <Heading id={racesTitleId} className="casino-PlayerStats-title">
          {t("stats.races.title")}
        </Heading>
        {races.length === 0 ? (
          <EmptyState
            headingLevel={headingLevel === 2 ? 3 : 4}
            title={t("stats.races.empty.title")}
            description={t("stats.races.empty.text")}
            action={
              <Link href={tournamentsHref} className="casino-PlayerStats-link">
                {t("stats.races.empty.action")}
              </Link>
            }
          />
        ) : (
          <table className="casino-PlayerStats-table" aria-labelledby={racesTitleId}>
            <thead>
              <tr>
                <th scope="col">{t("stats.races.race")}</th>
                <th scope="col">{t("stats.races.date")}</th>
                <th scope="col">{t("stats.races.position")}</th>
              </tr>
            </thead>
            <tbody>
              {races.map((race) => (
                <tr key={race.id}>
                  <th scope="row" className="casino-PlayerStats-race">
                    {race.name}
                  </th>
                  <td>
                    <Day iso={race.date} format={day} />
                  </td>
                  <td>
                    {race.position === null ? (
                      <>
                        <span aria-hidden="true">—</span>
                        <VisuallyHidden>{t("stats.position.none")}</VisuallyHidden>
                      </>
                    ) : (
                      t("stats.position", { POSITION: count.format(race.position) })
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
