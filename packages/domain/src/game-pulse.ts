/** How many buckets the Game Pulse graph draws (see docs/features.md, "Game Pulse"). */
export const GAME_PULSE_BUCKETS = 7;

/** How long one bucket of the Game Pulse graph lasts: a day. */
export const GAME_PULSE_BUCKET_MS = 24 * 60 * 60_000;

/** How many of a game's latest wins the Game Pulse lists. */
export const GAME_PULSE_RECENT_WINS = 5;

/** One round of a game as the pulse counts it: when, and what it paid (0 for a loss). */
export interface PulseRound {
  /** When the round was played, in ms since the epoch. */
  at: number;
  /** What the round paid, in the game's money; 0 when it lost. */
  win: number;
}

/** One bar of the Game Pulse: the rounds of a span of time and those that paid. */
export interface GamePulseBucket {
  /** The span's start, ISO date-time (inclusive). */
  from: string;
  /** The span's end, ISO date-time (exclusive). */
  to: string;
  rounds: number;
  wins: number;
}

/**
 * The Game Pulse of a game: its rounds counted in {@link GAME_PULSE_BUCKETS} spans of
 * {@link GAME_PULSE_BUCKET_MS} that end at `now`, oldest first, each with its rounds and the
 * rounds that paid. Rounds before the first span or at `now` and later are left out. (What the
 * wins paid is not summed: players bet in their own currencies.)
 *
 * @example gamePulseBuckets([{ at: now - 1000, win: 4 }], now).at(-1) // { …, rounds: 1, wins: 1 }
 */
// @__NO_SIDE_EFFECTS__
export function gamePulseBuckets(
  rounds: readonly PulseRound[],
  now: number,
  bucketCount: number = GAME_PULSE_BUCKETS,
  bucketMs: number = GAME_PULSE_BUCKET_MS,
): GamePulseBucket[] {
  const start = now - bucketCount * bucketMs;
  const buckets = Array.from({ length: bucketCount }, (_, index) => ({
    from: new Date(start + index * bucketMs).toISOString(),
    to: new Date(start + (index + 1) * bucketMs).toISOString(),
    rounds: 0,
    wins: 0,
  }));
  for (const round of rounds) {
    if (round.at < start || round.at >= now) continue;
    const bucket = buckets[Math.floor((round.at - start) / bucketMs)];
    if (bucket === undefined) continue;
    bucket.rounds += 1;
    if (round.win > 0) bucket.wins += 1;
  }
  return buckets;
}
