import { describe, expect, it } from "vitest";
import { GAME_PULSE_BUCKET_MS, gamePulseBuckets } from "./game-pulse";

const now = Date.parse("2026-11-23T12:00:00.000Z");
const day = GAME_PULSE_BUCKET_MS;

describe("gamePulseBuckets", () => {
  it("draws seven days ending now, oldest first, empty without rounds", () => {
    const buckets = gamePulseBuckets([], now);
    expect(buckets).toHaveLength(7);
    expect(buckets[0]?.from).toBe("2026-11-16T12:00:00.000Z");
    expect(buckets.at(-1)?.to).toBe("2026-11-23T12:00:00.000Z");
    expect(buckets.every((bucket) => bucket.rounds === 0 && bucket.wins === 0)).toBe(true);
  });

  it("counts each round in its day, the paying ones as wins", () => {
    const buckets = gamePulseBuckets(
      [
        { at: now - 1000, win: 4.1 },
        { at: now - 2000, win: 0 },
        { at: now - 2000, win: 0.2 },
        { at: now - day - 1, win: 0 },
      ],
      now,
    );
    expect(buckets.at(-1)).toMatchObject({ rounds: 3, wins: 2 });
    expect(buckets.at(-2)).toMatchObject({ rounds: 1, wins: 0 });
  });

  it("leaves out rounds older than the graph or not yet played at now", () => {
    const buckets = gamePulseBuckets(
      [
        { at: now - 7 * day - 1, win: 3 },
        { at: now, win: 3 },
        { at: now - 7 * day, win: 1 },
      ],
      now,
    );
    expect(buckets.reduce((sum, bucket) => sum + bucket.rounds, 0)).toBe(1);
    expect(buckets[0]).toMatchObject({ rounds: 1, wins: 1 });
  });
});
