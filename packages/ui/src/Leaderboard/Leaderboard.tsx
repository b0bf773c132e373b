import { useT } from "@casino/i18n/react";
import { Money } from "../Money";
import "./Leaderboard.css";

/** One row of a {@link Leaderboard}; `user` null for a player in ghost mode. */
export interface LeaderboardEntry {
  rank: number;
  user: string | null;
  wagered: number;
  gamesPlayed: number;
  prize: number | null;
  isOwn?: boolean;
}

/** Props of {@link Leaderboard}. */
export interface LeaderboardProps {
  /** Names the table (the tournament's name). */
  caption: string;
  rows: readonly LeaderboardEntry[];
  /** The player's own row when it is below the rows shown. */
  own?: LeaderboardEntry | null;
  currencyCode: string;
}

function Row({ row, currencyCode }: { row: LeaderboardEntry; currencyCode: string }) {
  const t = useT();
  return (
    <tr data-own={row.isOwn === true || undefined} aria-current={row.isOwn === true ? "true" : undefined}>
      <td>{row.rank}</td>
      <td>
        {row.user ?? t("tournament.user.hidden")}
        {row.isOwn === true ? <span className="casino-Leaderboard-you"> {t("tournament.you")}</span> : null}
      </td>
      <td>
        <Money amount={row.wagered} currencyCode={currencyCode} />
      </td>
      <td>{row.gamesPlayed}</td>
      <td>{row.prize === null ? "—" : <Money amount={row.prize} currencyCode={currencyCode} />}</td>
    </tr>
  );
}

/**
 * A tournament's leaderboard: rank, player, wagered, games played and prize; the player's own row
 * highlighted and marked "You" (and added below the top when it is further down). A ghost-mode
 * player's name reads as hidden.
 *
 * @example <Leaderboard caption="Weekend Spin Race" rows={rows} own={own} currencyCode="EUR" />
 */
export function Leaderboard({ caption, rows, own, currencyCode }: LeaderboardProps) {
  const t = useT();
  const ownBelow = own && !rows.some((row) => row.rank === own.rank) ? own : null;
  if (rows.length === 0) return <p className="casino-Leaderboard-empty">{t("tournament.board.empty")}</p>;
  return (
    // A narrow phone scrolls the table sideways rather than widening the page.
    <div className="casino-Leaderboard-scroll">
      <table className="casino-Leaderboard">
        <caption>{t("tournament.board.caption", { NAME: caption })}</caption>
        <thead>
          <tr>
            <th scope="col">{t("tournament.board.rank")}</th>
            <th scope="col">{t("tournament.board.user")}</th>
            <th scope="col">{t("tournament.board.wagered")}</th>
            <th scope="col">{t("tournament.board.games")}</th>
            <th scope="col">{t("tournament.board.prize")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.rank} row={row} currencyCode={currencyCode} />
          ))}
          {ownBelow ? <Row row={ownBelow} currencyCode={currencyCode} /> : null}
        </tbody>
      </table>
    </div>
  );
}
