"use client";

import type { LeaderboardRow, Tournament } from "@casino/api-client";
import { useLeaderboard, useTournaments } from "@casino/api-client/react";
import { TOURNAMENT_STATES, tournamentState } from "@casino/domain";
import { ErrorState } from "@casino/ui/ErrorState";
import { Leaderboard, type LeaderboardEntry } from "@casino/ui/Leaderboard";
import { Skeleton } from "@casino/ui/Skeleton";
import { TournamentCard } from "@casino/ui/TournamentCard";
import { useEffect, useState } from "react";
import { WithRenderedApiClient } from "../client/rendered-api-client.js";
import { useRenderedNow } from "../time/use-rendered-now.js";
import { shownLeaderboards } from "./shown-leaderboards.js";

/**
 * Now, drawn again every second so the countdowns tick (Playwright's clock drives it in journeys):
 * the server's `renderedAt` until hydrated, so the countdowns the browser hydrates are the server's.
 */
function useTickingNow(renderedAt: Date): Date {
  const [, setTicks] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setTicks((ticks) => ticks + 1), 1000);
    return () => clearInterval(id);
  }, []);
  return useRenderedNow(renderedAt);
}

/** A row as the kit draws it: what the back end leaves out reads as none. */
function toEntry(row: LeaderboardRow): LeaderboardEntry {
  return {
    rank: row.rank,
    user: row.user ?? null,
    wagered: row.wagered,
    gamesPlayed: row.gamesPlayed,
    prize: row.prize ?? null,
    isOwn: row.isOwn === true,
  };
}

/** A tournament's leaderboard, read again while the page is visible. */
function TournamentBoard({ tournament }: { tournament: Tournament }) {
  const board = useLeaderboard(tournament.id);
  if (board.isPending) return <Skeleton shape="block" height={160} />;
  if (board.isError) return <ErrorState headingLevel={3} onRetry={() => void board.refetch()} />;
  return (
    <Leaderboard
      caption={tournament.name}
      rows={board.data.rows.map(toEntry)}
      own={board.data.own ? toEntry(board.data.own) : null}
      currencyCode={tournament.currencyCode ?? "EUR"}
    />
  );
}

/**
 * Every tournament and race (see docs/features.md, "Tournaments and races"): running first, then
 * those starting soon, then those ended, each with its countdown and leaderboard.
 */
function TournamentsContent({ renderedAt }: { renderedAt: Date }) {
  const list = useTournaments();
  const now = useTickingNow(renderedAt);
  if (list.isPending) return <Skeleton shape="block" height={320} />;
  if (list.isError) return <ErrorState headingLevel={2} onRetry={() => void list.refetch()} />;
  const rows = [...list.data].sort(
    (a, b) => TOURNAMENT_STATES.indexOf(tournamentState(a, now)) - TOURNAMENT_STATES.indexOf(tournamentState(b, now)),
  );
  const boards = shownLeaderboards(rows, now);
  return (
    <div className="page-stack">
      {rows.map((tournament) => (
        <TournamentCard
          key={String(tournament.id)}
          name={tournament.name}
          kind={tournament.kind === "race" ? "race" : "tournament"}
          startsAt={tournament.startsAt}
          endsAt={tournament.endsAt}
          prizePool={tournament.prizePool ?? 0}
          currencyCode={tournament.currencyCode ?? "EUR"}
          now={now}
        >
          {boards.includes(tournament) ? <TournamentBoard tournament={tournament} /> : null}
        </TournamentCard>
      ))}
    </div>
  );
}

/**
 * The tournaments with their API client, drawn on the server with the page's awaited reads of the
 * list and the boards it shows, and hydrated once their chunk has loaded (docs/performance.md,
 * "Signed-in pages drawn on the server").
 */
export default function TournamentsRendered({ renderedAt }: { renderedAt: Date }) {
  return (
    <WithRenderedApiClient>
      <TournamentsContent renderedAt={renderedAt} />
    </WithRenderedApiClient>
  );
}
