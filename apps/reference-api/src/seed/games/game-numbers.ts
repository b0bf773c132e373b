import type { GameKind } from "./game-providers.ts";
import type { SeedGame } from "./seed-game.ts";
import type { SeededRandom } from "./seeded-random.ts";

/** The figures of a game's details, drawn in ranges typical of its kind. */
export type GameNumbers = Pick<
  SeedGame,
  "rtp" | "minBet" | "maxBet" | "maxMultiplier" | "bonusCompatible" | "bonusBuy" | "demoAvailable"
>;

interface KindRanges {
  rtp: readonly [number, number];
  minBets: readonly number[];
  maxBets: readonly number[];
  maxMultipliers: readonly number[];
  bonusCompatible: number;
  bonusBuy: number;
  demo: number;
}

const RANGES: Readonly<Record<GameKind, KindRanges>> = {
  slot: {
    rtp: [94.0, 97.2],
    minBets: [0.1, 0.2, 0.25, 0.5, 1],
    maxBets: [20, 50, 100, 200, 500],
    maxMultipliers: [500, 1000, 2500, 5000, 5000, 10000, 21100, 50000],
    bonusCompatible: 0.8,
    bonusBuy: 0.35,
    demo: 0.96,
  },
  megaways: {
    rtp: [95.5, 97.0],
    minBets: [0.2, 0.25, 0.5],
    maxBets: [50, 100, 250],
    maxMultipliers: [10000, 25000, 50000, 100000],
    bonusCompatible: 0.7,
    bonusBuy: 0.75,
    demo: 0.95,
  },
  instant: {
    rtp: [96.0, 97.8],
    minBets: [0.1, 0.2],
    maxBets: [100, 200, 500],
    maxMultipliers: [1000, 2500, 5000, 10000],
    bonusCompatible: 0.4,
    bonusBuy: 0,
    demo: 0.9,
  },
  live: {
    rtp: [94.7, 97.8],
    minBets: [0.5, 1, 2, 5],
    maxBets: [1000, 2500, 5000, 10000],
    maxMultipliers: [25, 50, 100, 250, 500, 1000],
    bonusCompatible: 0.2,
    bonusBuy: 0,
    // Live tables are real dealers: there is nothing to play in demo.
    demo: 0,
  },
};

/** Draws a game's figures for its kind: RTP to one decimal, bets and multiplier from the kind's steps. */
export function drawGameNumbers(kind: GameKind, random: SeededRandom): GameNumbers {
  const ranges = RANGES[kind];
  const [low, high] = ranges.rtp;
  return {
    rtp: Math.round((low + random.next() * (high - low)) * 10) / 10,
    minBet: random.pick(ranges.minBets),
    maxBet: random.pick(ranges.maxBets),
    maxMultiplier: random.pick(ranges.maxMultipliers),
    bonusCompatible: random.chance(ranges.bonusCompatible),
    bonusBuy: random.chance(ranges.bonusBuy),
    demoAvailable: random.chance(ranges.demo),
  };
}
