import { chromiumLaunchOptions } from "@casino/playwright-config";
import { defineConfig, devices } from "@playwright/test";
import { E2E_NOW } from "./e2e/clock";
import { API_PORT, SPA_PORT, STARTER_PORT } from "./ports.mjs";

// run.mjs installs and builds the two apps, then runs this with their folders.
const starterDir = process.env.KIT_STARTER_DIR ?? "";
const spaDir = process.env.KIT_SPA_DIR ?? "";
const browser = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions({ shell: true }) };

/**
 * The apps a brand builds from the tarballs: the checks a team runs on its own app (types, a
 * server render, a component test, `require`), then one journey per app against the reference API.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A limit that catches a hang, not a slow machine: `npm test` runs these niced beside the site's
  // three browser lanes (docs/testing.md), where a type check that takes 10 s alone once ran past 180 s.
  timeout: 600_000,
  reporter: [["list"], ["json", { outputFile: ".reports/playwright.json" }]],
  use: { trace: "off" },
  expect: { timeout: 15_000 },
  projects: [
    { name: "checks", testMatch: /checks\.spec\.ts$/ },
    { name: "journeys", testMatch: /journey\.spec\.ts$/, use: browser },
  ],
  webServer: [
    {
      command: "node dist/main.js",
      cwd: "../../apps/reference-api",
      url: `http://localhost:${API_PORT}/health`,
      env: {
        PORT: String(API_PORT),
        REFERENCE_API_DB: ":memory:",
        // The single-page app calls the API from its own origin; the starter's site calls it from its server.
        REFERENCE_API_CORS_ORIGIN: `http://localhost:${SPA_PORT},http://localhost:${STARTER_PORT}`,
        REFERENCE_API_TICKER_MS: "0",
        REFERENCE_API_CLOCK_START: E2E_NOW.toISOString(),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `pnpm start --port ${STARTER_PORT}`,
      cwd: starterDir,
      url: `http://localhost:${STARTER_PORT}`,
      env: { CASINO_API_URL: `http://localhost:${API_PORT}` },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `pnpm preview --port ${SPA_PORT} --strictPort`,
      cwd: spaDir,
      url: `http://localhost:${SPA_PORT}`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
