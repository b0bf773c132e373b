import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
import { TIME_LIMITS, timeLimit } from "@casino/vitest-config";

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Stories import the kit by its package name; the unit tests run them on the source.
    // (Storybook resolves the same name to the built package: apps/storybook.)
    alias: [
      { find: /^@casino\/ui$/, replacement: fileURLToPath(new URL("src/index.ts", import.meta.url)) },
      { find: /^@casino\/ui\/styles\.css$/, replacement: fileURLToPath(new URL("src/styles.css", import.meta.url)) },
    ],
  },
  test: {
    // One worker's files share their modules and environment (docs/testing.md): a fresh jsdom and
    // module graph per file cost most of the suite's time on two cores.
    isolate: false,
    environment: "jsdom",
    // A sign-up form test that types every optional field once took over 20 s beside the lanes.
    ...TIME_LIMITS,
    testTimeout: timeLimit(60_000),
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
