import { defineConfig } from "vitest/config";
import { TIME_LIMITS } from "@casino/vitest-config";

export default defineConfig({
  test: {
    // One worker's files share their modules and environment (docs/testing.md): a fresh jsdom and
    // module graph per file cost most of the suite's time on two cores.
    isolate: false,
    // Generous, and longer beside the browser lanes (docs/testing.md, "Time limits").
    ...TIME_LIMITS,
    include: ["src/**/*.test.{ts,tsx}"],
    // Notes which test files read the clock or the zone: `npm test` reruns those at other hours.
    setupFiles: ["../../tooling/scripts/clock-reads.setup.mjs"],
  },
});
