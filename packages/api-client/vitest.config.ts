import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // One worker's files share their modules and environment (docs/testing.md): a fresh jsdom and
    // module graph per file cost most of the suite's time on two cores.
    isolate: false,
    // Generous: CI runs several suites at once on two cores; a slow machine is not a failure. The
    // hooks start servers, so they get more than vitest's 10 s too (docs/testing.md, "Time limits").
    testTimeout: 20_000,
    hookTimeout: 60_000,
    include: ["src/**/*.test.{ts,tsx}"],
    // The first notes which test files read the clock or the zone: `npm test` reruns those at other hours.
    setupFiles: ["../../tooling/scripts/clock-reads.setup.mjs", "src/test/setup.ts"],
  },
});
