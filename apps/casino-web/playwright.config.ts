import { chromiumLaunchOptions } from "@casino/playwright-config";
import { defineConfig, devices } from "@playwright/test";
import { E2E_NOW } from "./e2e/clock";
import { REFERENCE_API_CONTROL_TOKEN } from "./e2e/reference-api";
import {
  E2E_API_TIMEOUT_MS,
  E2E_FORWARDING_SECRET,
  SECOND_INSTANCE_PORT,
  SECOND_INSTANCE_URL,
} from "./e2e/site-servers";

// Overridable so that several checkouts on one machine can run their journeys side by side.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);

/**
 * Both site servers: the reference API, a back-end timeout the fault matrix can wait out, the
 * journeys' clock, the secret that signs each visitor's address to the API.
 */
const siteEnv = {
  CASINO_API_URL: `http://localhost:${API_PORT}`,
  CASINO_FORWARDING_SECRET: E2E_FORWARDING_SECRET,
  CASINO_API_TIMEOUT_MS: String(E2E_API_TIMEOUT_MS),
  // The journeys change the back end's data and inject faults between page loads: every render asks.
  CASINO_GUEST_READ_REUSE_MS: "0",
  CASINO_CLOCK_START: E2E_NOW.toISOString(),
};

/**
 * Every group drives Chromium's headless shell, the same engine for about a third less CPU; hinting
 * its fonts slightly, it draws text as the full browser does, so the full browser's baselines hold
 * (docs/testing.md, "The browser tests run in the headless shell").
 */
const shell = { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions({ shell: true }) };
/**
 * Every group runs as a player who asked for reduced motion: what the journeys check does not move,
 * a spinner or a shimmer running through a fault's timeout cost Chromium frames the whole time (a
 * third of these tests' CPU; docs/testing.md), and the screenshots freeze animations anyway (all 242
 * matched their baselines so). The rakeback carousel's journey asks for motion itself, and the kit's
 * own tests check both settings.
 */
const still = { reducedMotion: "reduce" as const };

/**
 * Three groups, one after the other (`npm run test:e2e` runs each on its own, see scripts/e2e-groups.mjs): the journeys, in parallel (each uses its own player or only
 * reads); then the journeys that change what every visitor sees (settings, faults, the visitor's
 * location: `*.serial.spec.ts`), one at a time; then the screenshots of every theme and width
 * (`e2e/visual`), one at a time since they switch the theme for everyone.
 */
export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI only: a clean-clone run on a loaded 2-core machine has twice lost a race no
  // quiet run shows (a key pressed before hydration). A test that passes only on its retry is
  // reported as flaky by name in the run's summary, so it is still seen and fixed.
  retries: process.env.CI ? 1 : 0,
  // Limits that catch a hang, not a slow machine: a journey signs up, pays and reads several pages, and
  // on two shared cores the longest took 32 s (no test times anything; the bench measures speed).
  timeout: 90_000,
  // `npm run test:e2e` runs each group on its own (scripts/e2e-groups.mjs) and names each group's report.
  reporter: [["list"], ["json", { outputFile: `.reports/${process.env.E2E_REPORT ?? "playwright.json"}` }]],
  // Each lane its own folder for failure screenshots: Playwright empties its folder when a run
  // starts, and lanes start while others are writing theirs.
  outputDir: `test-results/${(process.env.E2E_REPORT ?? "playwright.json").replace(/\.json$/, "")}`,
  // One browser context per worker, reset between tests: a new one per test cost about 0.8 CPU-s
  // of Chromium's, over 500 tests (docs/testing.md, "One browser context per worker"; e2e/fixtures.ts).
  use: { baseURL: `http://localhost:${WEB_PORT}`, trace: "off", reuseContext: true },
  snapshotPathTemplate: "{testDir}/__screenshots__/{testFilePath}/{arg}{ext}",
  expect: {
    timeout: 10_000,
    toHaveScreenshot: { animations: "disabled", caret: "hide", scale: "css", maxDiffPixelRatio: 0.002 },
  },
  projects: [
    { name: "journeys", use: { ...shell, ...still }, testIgnore: [/\.serial\.spec\.ts$/, /visual\//] },
    {
      name: "serial",
      use: { ...shell, ...still },
      testMatch: /\.serial\.spec\.ts$/,
      dependencies: ["journeys"],
      workers: 1,
    },
    {
      name: "visual",
      use: { ...shell, ...still },
      testMatch: /visual\/.*\.spec\.ts$/,
      dependencies: ["serial"],
      workers: 1,
    },
  ],
  webServer: [
    {
      // The built server, as `npm start` runs it (test:e2e depends on ^build, reference-api included).
      command: "node dist/main.js",
      cwd: "../reference-api",
      url: `http://localhost:${API_PORT}/health`,
      // A fresh in-memory database per run, the control endpoints (and the token their calls carry) for the
      // journeys, the site's origin for CORS. The site's own server forwards every browser call and names the
      // address it saw in X-Forwarded-For, signed with the shared secret; the rate limits count that address
      // and nothing a browser wrote (see apps/reference-api/README.md).
      env: {
        PORT: String(API_PORT),
        REFERENCE_API_DB: ":memory:",
        REFERENCE_API_CONTROL: "1",
        REFERENCE_API_CONTROL_TOKEN,
        REFERENCE_API_CORS_ORIGIN: `http://localhost:${WEB_PORT}`,
        REFERENCE_API_FORWARDING_SECRET: E2E_FORWARDING_SECRET,
        REFERENCE_API_TICKER_MS: "0",
        // Hundreds of sign-ins: scrypt at the deployed 2^17 took a large share of the run's CPU (docs/testing.md).
        REFERENCE_API_PASSWORD_HASH_COST: "10",
        REFERENCE_API_CLOCK_START: E2E_NOW.toISOString(),
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "pnpm start",
      url: `http://localhost:${WEB_PORT}`,
      env: { ...siteEnv, PORT: String(WEB_PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    // The same build again, behind the same back end, for e2e/two-instances.spec.ts alone: a run
    // without that file (scripts/e2e-groups.mjs says so with E2E_SECOND_INSTANCE=0) starts no
    // second server.
    ...(process.env.E2E_SECOND_INSTANCE === "0"
      ? []
      : [
          {
            command: "pnpm start",
            url: SECOND_INSTANCE_URL,
            env: { ...siteEnv, PORT: String(SECOND_INSTANCE_PORT) },
            reuseExistingServer: false,
            timeout: 120_000,
          },
        ]),
  ],
});
