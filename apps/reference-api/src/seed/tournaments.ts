const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A seeded tournament or race, as `get-tournaments` lists it. */
export interface SeedTournament {
  id: number;
  name: string;
  kind: "tournament" | "race";
  startsAt: string;
  endsAt: string;
  rankingMetric: "wagered";
  prizePool: number;
  currentPrize: number;
  currencyCode: string;
}

/** One entrant of a seeded leaderboard: a demo player (by e-mail) or a name standing for a player of another brand. */
export interface SeedEntrant {
  tournamentId: number;
  email?: string;
  name?: string;
  /** Euros wagered in the tournament's window. */
  wagered: number;
  gamesPlayed: number;
}

/** The share of the prize pool each of the top ranks takes, first place first. */
export const PRIZE_SHARES = [0.5, 0.25, 0.125, 0.075, 0.05] as const;

/**
 * The seeded tournaments, placed around the first start so each state shows: a race running for
 * two more days, a tournament starting in 1 day 2 hours 3 minutes 4 seconds, one that ended.
 */
export function seedTournaments(now: Date): SeedTournament[] {
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs).toISOString();
  return [
    {
      id: 1,
      name: "Weekend Spin Race",
      kind: "race",
      startsAt: at(-DAY_MS),
      endsAt: at(2 * DAY_MS + 5 * HOUR_MS),
      rankingMetric: "wagered",
      prizePool: 5000,
      currentPrize: 3250,
      currencyCode: "EUR",
    },
    {
      id: 2,
      name: "Megaways Masters",
      kind: "tournament",
      startsAt: at(DAY_MS + 2 * HOUR_MS + 3 * 60_000 + 4000),
      endsAt: at(8 * DAY_MS),
      rankingMetric: "wagered",
      prizePool: 10000,
      currentPrize: 10000,
      currencyCode: "EUR",
    },
    {
      id: 3,
      name: "Autumn Jackpot Cup",
      kind: "tournament",
      startsAt: at(-10 * DAY_MS),
      endsAt: at(-3 * DAY_MS),
      rankingMetric: "wagered",
      prizePool: 2500,
      currentPrize: 2500,
      currencyCode: "EUR",
    },
  ];
}

/** The seeded leaderboards: the running race has a demo player fourth, the ghost-mode player seventh and the statistics player eighth; the ended tournament a full board. */
export const SEED_ENTRANTS: SeedEntrant[] = [
  { tournamentId: 1, name: "LuckyLeo", wagered: 18420.5, gamesPlayed: 812 },
  { tournamentId: 1, name: "Marta K.", wagered: 15110, gamesPlayed: 640 },
  { tournamentId: 1, name: "SpinQueen", wagered: 9875.25, gamesPlayed: 433 },
  { tournamentId: 1, email: "depositor@demo.casino", wagered: 7340, gamesPlayed: 298 },
  { tournamentId: 1, name: "Jonas B.", wagered: 5120.75, gamesPlayed: 251 },
  { tournamentId: 1, name: "ReelRider", wagered: 2990, gamesPlayed: 120 },
  { tournamentId: 1, email: "ghost@demo.casino", wagered: 1250.5, gamesPlayed: 64 },
  { tournamentId: 1, email: "stats@demo.casino", wagered: 640.25, gamesPlayed: 41 },
  { tournamentId: 3, name: "Marta K.", wagered: 8800, gamesPlayed: 390 },
  { tournamentId: 3, name: "Olli P.", wagered: 6400, gamesPlayed: 301 },
  { tournamentId: 3, name: "SpinQueen", wagered: 3100, gamesPlayed: 150 },
];
