/** Units of the tournament countdown, largest first. */
export const TOURNAMENT_COUNTDOWN_UNITS = ["days", "hours", "minutes", "seconds"] as const;

/** A unit of the tournament countdown. */
export type TournamentCountdownUnit = (typeof TOURNAMENT_COUNTDOWN_UNITS)[number];

/** Where a tournament or race stands: it starts in a while, it is running, or it has ended. */
export type TournamentState = "upcoming" | "running" | "ended";

/** The states in the order a list shows them: running first, then upcoming, then ended. */
export const TOURNAMENT_STATES: readonly TournamentState[] = ["running", "upcoming", "ended"];

/** How often a visible leaderboard is read again, in milliseconds. */
export const LEADERBOARD_REFRESH_MS = 30_000;

/** A tournament's window, as ISO date-times. */
export interface TournamentWindow {
  startsAt: string;
  endsAt: string;
}

/**
 * Where a tournament stands at `now`: upcoming before its start, running from its start until its
 * end, ended from its end.
 *
 * @example tournamentState({ startsAt: "2026-11-24T00:00:00Z", endsAt: "2026-11-25T00:00:00Z" }, new Date("2026-11-23T12:00:00Z")) // "upcoming"
 */
export function tournamentState(window: TournamentWindow, now: Date): TournamentState {
  const time = now.getTime();
  if (time < Date.parse(window.startsAt)) return "upcoming";
  return time < Date.parse(window.endsAt) ? "running" : "ended";
}

/**
 * What the countdown counts to at `now`: the start of an upcoming tournament, the end of a running
 * one, nothing for one that ended.
 *
 * @example countdownTarget({ startsAt: "2026-11-24T00:00:00Z", endsAt: "2026-11-25T00:00:00Z" }, new Date("2026-11-24T06:00:00Z"))?.toISOString() // "2026-11-25T00:00:00.000Z"
 */
export function countdownTarget(window: TournamentWindow, now: Date): Date | null {
  const state = tournamentState(window, now);
  if (state === "ended") return null;
  return new Date(state === "upcoming" ? window.startsAt : window.endsAt);
}

/**
 * The time from `now` to `target` in days, hours, minutes and seconds (whole seconds, rounded
 * down; zero once `target` has passed).
 *
 * @example countdownParts(new Date("2026-11-25T01:02:03Z"), new Date("2026-11-23T00:00:00Z")) // { days: 2, hours: 1, minutes: 2, seconds: 3 }
 */
export function countdownParts(target: Date, now: Date): Record<TournamentCountdownUnit, number> {
  const total = Math.max(0, Math.floor((target.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}
