// The time limits every vitest suite shares (docs/testing.md, "Time limits"). A limit only decides
// how long a broken test takes to fail. `npm test` runs the suites niced beside the browser lanes,
// where they get what the lanes leave: a test that takes 0.35 s alone took over 20 s in the CI run of
// 70fd6e0. So `npm test` sets TEST_TIME_SCALE, and every limit stretches by it there.
const scale = Number(process.env.TEST_TIME_SCALE ?? "1") || 1;

/** `milliseconds` stretched by the run's scale: for a test known to be slow, its own limit. */
export const timeLimit = (milliseconds) => milliseconds * scale;

/** A test's and a hook's limits (hooks start servers). */
export const TIME_LIMITS = { testTimeout: timeLimit(20_000), hookTimeout: timeLimit(60_000) };

/** How long Testing Library and `vi.waitFor` wait for what a test caused to show. */
export const WAIT_LIMIT = timeLimit(15_000);
