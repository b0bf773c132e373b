import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Generous: CI runs several suites at once on two cores; a slow machine is not a failure.
    testTimeout: 20_000,
    include: ["src/**/*.test.ts"],
  },
});
