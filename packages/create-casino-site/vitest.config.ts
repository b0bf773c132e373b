import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Generous: CI runs several suites at once on two cores; a slow machine is not a failure.
    testTimeout: 20_000,
    include: ["src/**/*.test.ts"],
    // Notes which test files read the clock or the zone: `npm test` reruns those at other hours.
    setupFiles: ["../../tooling/scripts/clock-reads.setup.mjs"],
  },
});
